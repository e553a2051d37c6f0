ALTER TABLE "taxi_bookings" DROP CONSTRAINT "taxi_bookings_user_id_taxi_users_id_fk";
--> statement-breakpoint
ALTER TABLE "taxi_bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "taxi_bookings" ADD CONSTRAINT "taxi_bookings_user_id_taxi_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."taxi_users"("id") ON DELETE set null ON UPDATE no action;