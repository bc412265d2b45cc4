ALTER TABLE "partner_profiles" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD COLUMN "pending_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD COLUMN "review_note" text;