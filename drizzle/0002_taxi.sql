CREATE TABLE "taxi_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxi_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'nueva' NOT NULL,
	"direction" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"vehicle_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"price" integer NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"driver_name" text,
	"plate" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "taxi_bookings_booking_number_unique" UNIQUE("booking_number"),
	CONSTRAINT "taxi_bookings_status_check" CHECK ("taxi_bookings"."status" in ('nueva', 'confirmada', 'cumplida', 'cancelada')),
	CONSTRAINT "taxi_bookings_vehicle_check" CHECK ("taxi_bookings"."vehicle_type" in ('NORMAL', 'MINIVAN', 'VAN')),
	CONSTRAINT "taxi_bookings_payment_check" CHECK ("taxi_bookings"."payment_method" in ('CASH', 'CARD')),
	CONSTRAINT "taxi_bookings_direction_check" CHECK ("taxi_bookings"."direction" in ('from_airport', 'to_airport'))
);
--> statement-breakpoint
CREATE TABLE "taxi_otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxi_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxi_vehicles" (
	"plate" text PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"driver_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "taxi_vehicles_plate_check" CHECK ("taxi_vehicles"."plate" ~ '^[A-Z]{3}[0-9]{3}$'),
	CONSTRAINT "taxi_vehicles_type_check" CHECK ("taxi_vehicles"."vehicle_type" in ('NORMAL', 'MINIVAN', 'VAN'))
);
--> statement-breakpoint
ALTER TABLE "taxi_access_tokens" ADD CONSTRAINT "taxi_access_tokens_user_id_taxi_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."taxi_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_bookings" ADD CONSTRAINT "taxi_bookings_user_id_taxi_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."taxi_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_bookings" ADD CONSTRAINT "taxi_bookings_plate_taxi_vehicles_plate_fk" FOREIGN KEY ("plate") REFERENCES "public"."taxi_vehicles"("plate") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxi_access_tokens_user_idx" ON "taxi_access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "taxi_bookings_user_idx" ON "taxi_bookings" USING btree ("user_id","pickup_at");--> statement-breakpoint
CREATE INDEX "taxi_bookings_status_idx" ON "taxi_bookings" USING btree ("status","pickup_at");--> statement-breakpoint
CREATE INDEX "taxi_otp_codes_phone_idx" ON "taxi_otp_codes" USING btree ("country_code","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "taxi_users_phone_idx" ON "taxi_users" USING btree ("country_code","phone");