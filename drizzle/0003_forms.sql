CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"subject" text NOT NULL,
	"comment" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_channel_check" CHECK ("contact_messages"."channel" in ('general', 'sustainability'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_number" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"phone_country_code" text,
	"request_type" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"locale" text NOT NULL,
	"due_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_type_check" CHECK ("data_requests"."request_type" in ('consult', 'update', 'delete')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('received', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "form_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"policy_version" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "pqrs_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"filing_number" text NOT NULL,
	"request_type" text NOT NULL,
	"topic" text NOT NULL,
	"airline" text,
	"flight_number" text,
	"establishment_type" text,
	"airport_service" text,
	"infrastructure_item" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"comment" text NOT NULL,
	"photo_file" text,
	"locale" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_filing_number_idx" ON "data_requests" USING btree ("filing_number");--> statement-breakpoint
CREATE INDEX "form_consents_email_idx" ON "form_consents" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "pqrs_requests_filing_number_idx" ON "pqrs_requests" USING btree ("filing_number");--> statement-breakpoint
CREATE INDEX "pqrs_requests_email_idx" ON "pqrs_requests" USING btree ("email");