-- Wheelchair-accessible taxis: a booking may ask for one (the price does not change) and the registry says which vehicles have a ramp; the seed marks them.
ALTER TABLE "taxi_bookings" ADD COLUMN "accessible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "taxi_vehicles" ADD COLUMN "accessible" boolean DEFAULT false NOT NULL;