ALTER TABLE "jobs" ADD COLUMN "owner_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "timed_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_owner_claimed_idx" ON "jobs" USING btree ("owner_key","claimed_at");