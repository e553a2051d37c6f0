CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_alert_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"flight_id" text NOT NULL,
	"flight" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"email" text,
	"push_endpoint" text,
	"push_p256dh" text,
	"push_auth" text,
	"browser_id" text,
	"token" text NOT NULL,
	"status" text NOT NULL,
	"confirm_by" timestamp with time zone,
	"state" jsonb NOT NULL,
	"ends_at" timestamp with time zone,
	"purge_after" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_alert_subscriptions_channel_check" CHECK ("flight_alert_subscriptions"."channel" in ('push', 'email')),
	CONSTRAINT "flight_alert_subscriptions_status_check" CHECK ("flight_alert_subscriptions"."status" in ('pending', 'active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_channel_check";--> statement-breakpoint
CREATE INDEX "flight_alert_subscriptions_flight_idx" ON "flight_alert_subscriptions" USING btree ("status","flight_id");--> statement-breakpoint
CREATE INDEX "flight_alert_subscriptions_browser_idx" ON "flight_alert_subscriptions" USING btree ("browser_id");--> statement-breakpoint
CREATE INDEX "flight_alert_subscriptions_purge_idx" ON "flight_alert_subscriptions" USING btree ("purge_after");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('mail', 'sms', 'push'));