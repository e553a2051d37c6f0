CREATE TABLE "airlines" (
	"code" text PRIMARY KEY NOT NULL,
	"icao_code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"terminal" text NOT NULL,
	"is_cargo" boolean DEFAULT false NOT NULL,
	"alliance" text
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"kind" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_pt" text NOT NULL,
	CONSTRAINT "business_types_keyword_unique" UNIQUE("keyword"),
	CONSTRAINT "business_types_kind_check" CHECK ("business_types"."kind" in ('restaurants', 'establishments', 'airlines', 'services', 'entities', 'others', 'exchange_house', 'rent_car', 'bank_entities', 'vip_rooms'))
);
--> statement-breakpoint
CREATE TABLE "calling_codes" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"dial_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"code" text PRIMARY KEY NOT NULL,
	"city_es" text NOT NULL,
	"city_en" text NOT NULL,
	"city_fr" text NOT NULL,
	"city_pt" text NOT NULL,
	"country_code" text NOT NULL,
	"country_es" text NOT NULL,
	"country_en" text NOT NULL,
	"country_fr" text NOT NULL,
	"country_pt" text NOT NULL,
	"is_domestic" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishment_subcategories" (
	"id" integer PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"business_type_id" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_pt" text NOT NULL,
	CONSTRAINT "establishment_subcategories_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "establishment_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_pt" text NOT NULL,
	CONSTRAINT "establishment_types_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_pt" text NOT NULL,
	CONSTRAINT "terminals_code_unique" UNIQUE("code"),
	CONSTRAINT "terminals_code_check" CHECK ("terminals"."code" in ('T1', 'T2'))
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_terminal_terminals_code_fk" FOREIGN KEY ("terminal") REFERENCES "public"."terminals"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_subcategories" ADD CONSTRAINT "establishment_subcategories_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;