-- A page an operator published (PUT /api/v2/content/pages) is kept by the seed that mirrors the content files.
ALTER TABLE "content_pages" ADD COLUMN "source" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_source_check" CHECK ("content_pages"."source" in ('file', 'operator'));