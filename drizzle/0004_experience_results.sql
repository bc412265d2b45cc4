CREATE TABLE "experience_results" (
	"id" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"itinerary" jsonb,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experience_results_created_idx" ON "experience_results" USING btree ("created_at");