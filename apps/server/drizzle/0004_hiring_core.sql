-- Typo-tolerant job search (trigram similarity on titles).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"cover_note" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"interview_date" timestamp with time zone,
	"interview_time_zone" text,
	"interview_location" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_job_applicant_key" UNIQUE("job_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"employment_type" text NOT NULL,
	"salary" numeric(12, 2),
	"salary_max" numeric(12, 2),
	"pay_period" text DEFAULT 'hour' NOT NULL,
	"tips" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"closed_reason" text,
	"venue_name" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"hourly_pay" numeric(12, 2),
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"cv_key" text,
	"cv_file_name" text,
	"cv_file_type" text,
	"cv_file_size" integer,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_applicant_id_unique" UNIQUE("applicant_id")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_restaurant_id_users_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_restaurant_id_users_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_restaurant_idx" ON "applications" USING btree ("restaurant_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_restaurant_idx" ON "jobs" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "resumes_search_idx" ON "resumes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resumes_skills_idx" ON "resumes" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "resumes_roles_idx" ON "resumes" USING gin ("roles");
--> statement-breakpoint
-- Derived job columns, computed in one place whatever writes the row: the weighted search
-- document (title, venue, requirements, description) and the pay on hourly terms (the top of a
-- range), so filters and sorting compare hourly, weekly, monthly and yearly pay.
CREATE FUNCTION jobs_derived_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.venue_name, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW.requirements, ' ')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  NEW.hourly_pay := round(
    coalesce(NEW.salary_max, NEW.salary) / CASE NEW.pay_period
      WHEN 'week' THEN 40 WHEN 'month' THEN 2080.0 / 12 WHEN 'year' THEN 2080 ELSE 1 END,
    2);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_derived_columns BEFORE INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_derived_columns();
--> statement-breakpoint
-- The resume's search document for Browse Applicants: headline, skills and wanted roles, summary,
-- and the roles of past experience.
CREATE FUNCTION resumes_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.headline, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.skills, ' ') || ' ' ||
      replace(array_to_string(NEW.roles, ' '), '_', ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT string_agg(entry->>'role', ' ') FROM jsonb_array_elements(NEW.experience) AS entry),
      '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER resumes_search_vector BEFORE INSERT OR UPDATE ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION resumes_search_vector();
