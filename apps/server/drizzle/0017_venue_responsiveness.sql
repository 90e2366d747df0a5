CREATE TABLE "venue_responsiveness" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_response_seconds" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_responsiveness" ADD CONSTRAINT "venue_responsiveness_restaurant_id_users_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;