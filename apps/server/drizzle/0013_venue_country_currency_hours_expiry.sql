ALTER TABLE "jobs" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shifts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "valid_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "currency" text;--> statement-breakpoint
-- Venues in the cities Brigade knows get their country and its currency; others choose theirs in
-- Edit Profile (until then their pay is shown without a currency).
UPDATE "user_profiles" SET "country" = CASE lower(trim("city"))
    WHEN 'madrid' THEN 'ES' WHEN 'barcelona' THEN 'ES' WHEN 'valencia' THEN 'ES' WHEN 'sevilla' THEN 'ES'
    WHEN 'paris' THEN 'FR' WHEN 'lyon' THEN 'FR' WHEN 'marseille' THEN 'FR' WHEN 'bordeaux' THEN 'FR'
    WHEN 'london' THEN 'GB' WHEN 'manchester' THEN 'GB' WHEN 'edinburgh' THEN 'GB' WHEN 'bristol' THEN 'GB'
    WHEN 'berlin' THEN 'DE' WHEN 'munich' THEN 'DE' WHEN 'münchen' THEN 'DE' WHEN 'hamburg' THEN 'DE'
  END
  WHERE "venue_name" IS NOT NULL AND "country" IS NULL;--> statement-breakpoint
UPDATE "user_profiles" SET "currency" = CASE "country" WHEN 'GB' THEN 'GBP' ELSE 'EUR' END
  WHERE "country" IS NOT NULL AND "currency" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "currency" = p."currency" FROM "user_profiles" p
  WHERE p."user_id" = "jobs"."restaurant_id" AND "jobs"."currency" IS NULL;--> statement-breakpoint
-- Open listings close 60 days after publishing; those already older get 30 days from today, so
-- none closes the moment this runs.
UPDATE "jobs" SET "valid_through" = greatest(
    coalesce("published_at", now()) + interval '60 days', now() + interval '30 days')
  WHERE "status" = 'open' AND "valid_through" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_valid_through_idx" ON "jobs" USING btree ("valid_through") WHERE "jobs"."status" = 'open';
