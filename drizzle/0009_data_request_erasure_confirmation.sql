-- A deletion request mails a confirmation link (its secret kept only as SHA-256, valid 7 days); confirming it erases by the proven address and records what was done per table.
ALTER TABLE "data_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "erasure" jsonb;