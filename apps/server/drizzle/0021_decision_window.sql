ALTER TABLE "applications" ADD COLUMN "decide_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_unanswered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "decision_days" integer;--> statement-breakpoint
CREATE INDEX "applications_undecided_idx" ON "applications" USING btree ("decide_by") WHERE "applications"."status" in ('Pending', 'Reviewed');--> statement-breakpoint
-- Applications already waiting get the default window from when they were made, but never less
-- than a week from now: their venues hear three days before, as for any new one (decision 021).
UPDATE "applications" SET "decide_by" = greatest("applied_at" + interval '21 days', now() + interval '7 days')
  WHERE "status" in ('Pending', 'Reviewed');
