DROP INDEX "job_title_words_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "resumes_search_idx";--> statement-breakpoint
DROP INDEX "resumes_skills_idx";--> statement-breakpoint
DROP INDEX "resumes_roles_idx";--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "resumes_search_idx" ON "resumes" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "resumes_skills_idx" ON "resumes" USING gin ("skills") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "resumes_roles_idx" ON "resumes" USING gin ("roles") WITH (fastupdate=false);