CREATE TABLE "tour_branding" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"accent_colour" text,
	"logo" "bytea",
	"logo_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_branding_accent_check" CHECK ("tour_branding"."accent_colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "tour_branding_logo_type_check" CHECK ("tour_branding"."logo_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "tour_branding_logo_pair_check" CHECK (("tour_branding"."logo" is null) = ("tour_branding"."logo_type" is null))
);
--> statement-breakpoint
ALTER TABLE "tour_branding" ADD CONSTRAINT "tour_branding_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;