CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_stats_daily" (
	"partner_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_stats_daily_partner_profile_id_day_metric_source_pk" PRIMARY KEY("partner_profile_id","day","metric","source")
);
--> statement-breakpoint
CREATE TABLE "partner_visitors_daily" (
	"partner_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "partner_visitors_daily_partner_profile_id_day_visitor_hash_pk" PRIMARY KEY("partner_profile_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "article_partners" (
	"article_id" uuid NOT NULL,
	"partner_profile_id" uuid NOT NULL,
	CONSTRAINT "article_partners_article_id_partner_profile_id_pk" PRIMARY KEY("article_id","partner_profile_id")
);
--> statement-breakpoint
ALTER TABLE "ranking_items" ADD COLUMN "partner_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_stats_daily" ADD CONSTRAINT "partner_stats_daily_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_visitors_daily" ADD CONSTRAINT "partner_visitors_daily_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_partners" ADD CONSTRAINT "article_partners_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_partners" ADD CONSTRAINT "article_partners_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_stats_daily_day_idx" ON "partner_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "partner_visitors_daily_day_idx" ON "partner_visitors_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "article_partners_partner_idx" ON "article_partners" USING btree ("partner_profile_id");--> statement-breakpoint
ALTER TABLE "ranking_items" ADD CONSTRAINT "ranking_items_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_items_partner_idx" ON "ranking_items" USING btree ("partner_profile_id");