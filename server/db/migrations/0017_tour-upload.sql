ALTER TABLE "tours" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "upload_active_at" timestamp with time zone;