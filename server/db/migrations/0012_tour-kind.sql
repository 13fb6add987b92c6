ALTER TABLE "tours" ADD COLUMN "kind" text DEFAULT 'space' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_kind_check" CHECK ("tours"."kind" in ('space', 'object'));