CREATE TABLE "establishment_products" (
	"keyword" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_pt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"business_type_id" integer NOT NULL,
	"establishment_type_id" integer DEFAULT 1 NOT NULL,
	"category_id" integer,
	"subcategory" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area" text NOT NULL,
	"terminal" text NOT NULL,
	"floor" integer NOT NULL,
	"zone" text NOT NULL,
	"near_gate" text,
	"counters" text,
	"schedule" jsonb NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"airline_code" text,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_pt" text NOT NULL,
	"logo_text" text NOT NULL,
	"logo_color" text NOT NULL,
	"map_x" real NOT NULL,
	"map_y" real NOT NULL,
	CONSTRAINT "establishments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "establishments_area_check" CHECK ("establishments"."area" in ('pasajeros', 'publica'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"cop_per_unit" numeric(14, 4) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
CREATE TABLE "exhibition_photos" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_pt" text NOT NULL,
	"author" text NOT NULL,
	"place" text NOT NULL,
	"caption_es" text NOT NULL,
	"caption_en" text NOT NULL,
	"caption_fr" text NOT NULL,
	"caption_pt" text NOT NULL,
	"diameter_cm" integer DEFAULT 245 NOT NULL,
	"art_seed" integer NOT NULL,
	CONSTRAINT "exhibition_photos_category_check" CHECK ("exhibition_photos"."category" in ('cultura_pueblos', 'bosques_ecosistemas', 'paisajes_iconicos', 'fauna_flora', 'rios_aguas'))
);
--> statement-breakpoint
CREATE TABLE "local_brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"region" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_pt" text NOT NULL,
	"logo_color" text NOT NULL,
	CONSTRAINT "local_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"audience" text NOT NULL,
	"category" text NOT NULL,
	"area" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"badge" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"title_pt" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"summary_pt" text NOT NULL,
	"body_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"body_pt" text NOT NULL,
	"terms_es" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_fr" text NOT NULL,
	"terms_pt" text NOT NULL,
	CONSTRAINT "offers_audience_check" CHECK ("offers"."audience" in ('passengers', 'employees')),
	CONSTRAINT "offers_category_check" CHECK ("offers"."category" in ('duty_free', 'food_beverages', 'shopping')),
	CONSTRAINT "offers_area_check" CHECK ("offers"."area" in ('departures', 'arrivals')),
	CONSTRAINT "offers_validity_check" CHECK ("offers"."valid_from" <= "offers"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_establishment_type_id_establishment_types_id_fk" FOREIGN KEY ("establishment_type_id") REFERENCES "public"."establishment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_category_id_establishment_subcategories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."establishment_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_terminal_terminals_code_fk" FOREIGN KEY ("terminal") REFERENCES "public"."terminals"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_airline_code_airlines_code_fk" FOREIGN KEY ("airline_code") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishments_business_type_idx" ON "establishments" USING btree ("business_type_id");