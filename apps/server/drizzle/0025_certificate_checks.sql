CREATE TABLE "certificate_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"expires_on" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_restaurant_id_users_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_checks_applicant_idx" ON "certificate_checks" USING btree ("applicant_id","certificate_id");--> statement-breakpoint
-- Every certificate saved before gets its id, so a venue's check can name it.
UPDATE "resumes" SET "certifications" = (
	SELECT jsonb_agg(CASE WHEN e.c ? 'id' THEN e.c ELSE e.c || jsonb_build_object('id', gen_random_uuid()) END ORDER BY e.ord)
	FROM jsonb_array_elements("resumes"."certifications") WITH ORDINALITY AS e(c, ord)
) WHERE jsonb_array_length("certifications") > 0;
