CREATE TABLE "tour_visit_visitors" (
	"tour_id" uuid NOT NULL,
	"day" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "tour_visit_visitors_tour_id_day_visitor_hash_pk" PRIMARY KEY("tour_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "tour_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tour_id" uuid NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"unique_of_day" boolean NOT NULL,
	"seconds" integer,
	"ar_opens" integer DEFAULT 0 NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tour_visits_source_check" CHECK ("tour_visits"."source" in ('direct', 'embed')),
	CONSTRAINT "tour_visits_seconds_check" CHECK ("tour_visits"."seconds" >= 0),
	CONSTRAINT "tour_visits_ar_opens_check" CHECK ("tour_visits"."ar_opens" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tour_visit_visitors" ADD CONSTRAINT "tour_visit_visitors_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_visits" ADD CONSTRAINT "tour_visits_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_visit_visitors_day_idx" ON "tour_visit_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "tour_visits_tour_day_idx" ON "tour_visits" USING btree ("tour_id","day");--> statement-breakpoint
CREATE INDEX "tour_visits_day_idx" ON "tour_visits" USING btree ("day");