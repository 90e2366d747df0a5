CREATE TABLE "member_venues" (
	"member_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "member_venues_member_id_venue_id_pk" PRIMARY KEY("member_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text,
	"venue_type" text,
	"address" text,
	"postcode" text,
	"city" text,
	"website" text,
	"description" text,
	"country" text,
	"currency" text,
	"time_zone" text,
	"decision_days" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_tags" DROP CONSTRAINT "application_tags_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "certificate_checks" DROP CONSTRAINT "certificate_checks_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "venue_responsiveness" DROP CONSTRAINT "venue_responsiveness_restaurant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "member_venues" ADD CONSTRAINT "member_venues_member_id_organisation_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."organisation_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_venues" ADD CONSTRAINT "member_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_members_current_key" ON "organisation_members" USING btree ("user_id") WHERE "organisation_members"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_owner_key" ON "organisations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_organisation_idx" ON "venues" USING btree ("organisation_id");--> statement-breakpoint
-- Every restaurant account (and any account a venue's rows still name, whatever its role now)
-- becomes an organisation it owns, with one venue that keeps the account's id: every
-- restaurant_id keeps its value and now names that venue (decision 024).
CREATE TEMPORARY TABLE "founding_venues" AS
  SELECT u."id" FROM "users" u
   WHERE u."user_type" = 'restaurant'
      OR u."id" IN (SELECT "restaurant_id" FROM "jobs" UNION SELECT "restaurant_id" FROM "applications"
                    UNION SELECT "restaurant_id" FROM "application_tags" UNION SELECT "restaurant_id" FROM "message_templates"
                    UNION SELECT "restaurant_id" FROM "certificate_checks" UNION SELECT "restaurant_id" FROM "venue_responsiveness");--> statement-breakpoint
INSERT INTO "organisations" ("id", "name", "owner_id", "created_at")
  SELECT u."id", coalesce(nullif(p."venue_name", ''), u."name"), u."id", u."created_at"
    FROM "founding_venues" f JOIN "users" u ON u."id" = f."id"
    LEFT JOIN "user_profiles" p ON p."user_id" = u."id";--> statement-breakpoint
INSERT INTO "venues" ("id", "organisation_id", "name", "venue_type", "address", "postcode", "city", "website",
                      "description", "country", "currency", "time_zone", "decision_days", "created_at", "updated_at")
  SELECT u."id", u."id", p."venue_name", p."venue_type", p."address", p."postcode", p."city", p."website",
         p."venue_description", p."country", p."currency", p."time_zone", p."decision_days", u."created_at",
         coalesce(p."updated_at", u."created_at")
    FROM "founding_venues" f JOIN "users" u ON u."id" = f."id"
    LEFT JOIN "user_profiles" p ON p."user_id" = u."id";--> statement-breakpoint
-- A restaurant's city was its venue's: it lives on the venue now.
UPDATE "user_profiles" SET "city" = NULL
 WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "user_type" = 'restaurant');--> statement-breakpoint
DROP TABLE "founding_venues";--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_responsiveness" ADD CONSTRAINT "venue_responsiveness_restaurant_id_venues_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "venue_name";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "venue_type";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "postcode";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "website";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "venue_description";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "time_zone";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "decision_days";