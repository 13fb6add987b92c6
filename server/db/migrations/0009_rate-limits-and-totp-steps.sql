CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "last_accepted_step" integer;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_key_hit_at_idx" ON "rate_limit_hits" USING btree ("bucket","key","hit_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_hit_at_idx" ON "rate_limit_hits" USING btree ("hit_at");