CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_pay_idx" ON "jobs" USING btree ("hourly_pay" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_role_idx" ON "jobs" USING btree ("role","employment_type","hourly_pay","published_at") WHERE "jobs"."status" = 'open';
--> statement-breakpoint
-- The words of job titles, for typo correction in Browse Jobs: statement triggers collect them
-- once per statement (a bulk insert costs one extra INSERT … SELECT, not one per row).
CREATE FUNCTION jobs_collect_title_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words (word)
  SELECT DISTINCT word
  FROM changed_jobs, unnest(tsvector_to_array(to_tsvector('simple', changed_jobs.title))) AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_insert AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_collect_title_words();
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_update AFTER UPDATE ON "jobs"
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_collect_title_words();
--> statement-breakpoint
INSERT INTO job_title_words (word)
SELECT DISTINCT word
FROM jobs, unnest(tsvector_to_array(to_tsvector('simple', jobs.title))) AS word
WHERE length(word) >= 3
ON CONFLICT DO NOTHING;
