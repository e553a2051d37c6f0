-- The browser's manage token is kept only as its SHA-256; the mails' link token is derived (HMAC), never stored.
ALTER TABLE "flight_alert_subscriptions" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
UPDATE "flight_alert_subscriptions" SET "manage_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "flight_alert_subscriptions" ALTER COLUMN "manage_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_alert_subscriptions" DROP COLUMN "token";
