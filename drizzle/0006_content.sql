CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" date NOT NULL,
	"hash" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_html" text NOT NULL,
	"topic" text,
	"published_at" date NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"place" text,
	"illustration" text,
	"hash" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('news', 'story', 'event', 'faq')),
	CONSTRAINT "content_entries_locale_check" CHECK ("content_entries"."locale" in ('es', 'en', 'fr', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" date NOT NULL,
	"hash" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_locale_check" CHECK ("content_pages"."locale" in ('es', 'en', 'fr', 'pt')),
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('published', 'draft'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug_locale_idx" ON "content_entries" USING btree ("kind","slug","locale");--> statement-breakpoint
CREATE INDEX "content_entries_kind_published_idx" ON "content_entries" USING btree ("kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_path_locale_status_idx" ON "content_pages" USING btree ("path","locale","status");