CREATE TABLE "partner_profile_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_profile_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_profile_revisions" ADD CONSTRAINT "partner_profile_revisions_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profile_revisions" ADD CONSTRAINT "partner_profile_revisions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_profile_revisions_profile_created_idx" ON "partner_profile_revisions" USING btree ("partner_profile_id","created_at" DESC NULLS LAST);