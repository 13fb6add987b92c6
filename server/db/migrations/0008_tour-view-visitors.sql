CREATE TABLE "tour_view_visitors" (
	"tour_id" uuid NOT NULL,
	"day" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "tour_view_visitors_tour_id_day_visitor_hash_pk" PRIMARY KEY("tour_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "tour_view_visitors" ADD CONSTRAINT "tour_view_visitors_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_view_visitors_day_idx" ON "tour_view_visitors" USING btree ("day");