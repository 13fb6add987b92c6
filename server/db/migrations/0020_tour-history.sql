CREATE TABLE "tour_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_history_event_check" CHECK ("tour_history"."event" in ('reprocess'))
);
--> statement-breakpoint
ALTER TABLE "tour_history" ADD CONSTRAINT "tour_history_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_history_tour_event_at_idx" ON "tour_history" USING btree ("tour_id","event","at");