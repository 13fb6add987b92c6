ALTER TABLE "tours" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "start_chosen" boolean DEFAULT false NOT NULL;