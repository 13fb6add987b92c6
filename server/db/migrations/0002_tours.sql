CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"tour_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'spend', 'refund', 'expiry', 'top_up', 'adjustment')),
	CONSTRAINT "credit_ledger_amount_check" CHECK (case when "credit_ledger"."kind" in ('spend', 'expiry') then "credit_ledger"."amount" < 0 when "credit_ledger"."kind" in ('grant', 'refund', 'top_up') then "credit_ledger"."amount" > 0 else "credit_ledger"."amount" <> 0 end)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"address" text,
	"source_kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stage" text,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"slug" text,
	"published" boolean DEFAULT false NOT NULL,
	"start_position" jsonb,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tours_source_kind_check" CHECK ("tours"."source_kind" in ('scan', 'cad')),
	CONSTRAINT "tours_status_check" CHECK ("tours"."status" in ('draft', 'uploading', 'queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "tours_progress_check" CHECK ("tours"."progress" >= 0 and "tours"."progress" <= 1),
	CONSTRAINT "tours_views_check" CHECK ("tours"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_tour_spend_unique" ON "credit_ledger" USING btree ("tour_id") WHERE kind = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_tour_refund_unique" ON "credit_ledger" USING btree ("tour_id") WHERE kind = 'refund';--> statement-breakpoint
CREATE INDEX "tours_owner_created_at_idx" ON "tours" USING btree ("owner_id","created_at");