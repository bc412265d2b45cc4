CREATE TYPE "public"."app_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."ambassador_status" AS ENUM('pending', 'processing', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."appearance_type" AS ENUM('preset', 'custom');--> statement-breakpoint
CREATE TYPE "public"."partner_stato" AS ENUM('bozza', 'in_revisione', 'pubblicato');--> statement-breakpoint
CREATE TYPE "public"."partner_tipo" AS ENUM('ente', 'museo', 'brand', 'enogastronomia', 'altro');--> statement-breakpoint
CREATE TABLE "ai_cache" (
	"fn" text NOT NULL,
	"input_hash" text NOT NULL,
	"content_version" text DEFAULT '' NOT NULL,
	"engine" text NOT NULL,
	"output" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "ai_cache_fn_input_hash_content_version_pk" PRIMARY KEY("fn","input_hash","content_version")
);
--> statement-breakpoint
CREATE TABLE "ai_usage_daily" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micros" integer DEFAULT 0 NOT NULL,
	"meta" jsonb,
	CONSTRAINT "ai_usage_daily_day_provider_pk" PRIMARY KEY("day","provider")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "request_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" "app_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid,
	"excerpt" text,
	"content" text,
	"image_url" text,
	"author" text,
	"read_time" text,
	"published_at" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image_url" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ranking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ranking_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"image_url" text,
	"score" numeric(6, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_items_rank_min" CHECK ("ranking_items"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image_url" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rankings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ambassador_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner_profile_id" uuid NOT NULL,
	"ambassador_name" text NOT NULL,
	"instructions" text NOT NULL,
	"appearance_type" "appearance_type" DEFAULT 'preset' NOT NULL,
	"preset_avatar_id" text,
	"custom_avatar_url" text,
	"status" "ambassador_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"ambassador_script" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"stato" "partner_stato" DEFAULT 'bozza' NOT NULL,
	"tipo" "partner_tipo" NOT NULL,
	"logo_url" text,
	"cover_url" text,
	"nome" text NOT NULL,
	"descrizione" text,
	"sito_web" text,
	"regione" text,
	"provincia" text,
	"comune" text,
	"email_contatto" text,
	"telefono" text,
	"indirizzo_via" text,
	"indirizzo_cap" text,
	"indirizzo_citta" text,
	"instagram" text,
	"facebook" text,
	"linkedin" text,
	"youtube" text,
	"tiktok" text,
	"ha_modulo_contatto" boolean DEFAULT false NOT NULL,
	"link_modulo_contatto" text,
	"area_tematica" text,
	"punti_interesse" text,
	"galleria_immagini" text[] DEFAULT '{}' NOT NULL,
	"video_url" text,
	"documenti" text[] DEFAULT '{}' NOT NULL,
	"riconoscimenti" text,
	"orari_booking" text,
	"consenso_pubblicazione" boolean DEFAULT false NOT NULL,
	"ambassador_script" text,
	"ai_titolo_premium" text,
	"ai_sommario" text,
	"ai_chi_siamo" text,
	"ai_valori" text,
	"ai_servizi" jsonb,
	"ai_esperienze" jsonb,
	"ai_info_utili" text,
	"ai_cta" text,
	"seo_title" text,
	"seo_meta_description" text,
	"wizard_step" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "partner_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_items" ADD CONSTRAINT "ranking_items_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_requests" ADD CONSTRAINT "ambassador_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_requests" ADD CONSTRAINT "ambassador_requests_partner_profile_id_partner_profiles_id_fk" FOREIGN KEY ("partner_profile_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_cache_expires_idx" ON "ai_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_counters_window_idx" ON "request_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "articles_published_created_idx" ON "articles" USING btree ("is_published","created_at" DESC NULLS LAST,"title");--> statement-breakpoint
CREATE INDEX "articles_category_published_created_idx" ON "articles" USING btree ("category_id","is_published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "categories_active_order_idx" ON "categories" USING btree ("is_active","order_index");--> statement-breakpoint
CREATE INDEX "ranking_items_ranking_rank_idx" ON "ranking_items" USING btree ("ranking_id","rank");--> statement-breakpoint
CREATE INDEX "rankings_active_order_idx" ON "rankings" USING btree ("is_active","order_index");--> statement-breakpoint
CREATE INDEX "ambassador_requests_created_idx" ON "ambassador_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ambassador_requests_partner_idx" ON "ambassador_requests" USING btree ("partner_profile_id");--> statement-breakpoint
CREATE INDEX "ambassador_requests_user_idx" ON "ambassador_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_profiles_stato_created_idx" ON "partner_profiles" USING btree ("stato","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_profiles_stato_tipo_idx" ON "partner_profiles" USING btree ("stato","tipo");--> statement-breakpoint
CREATE INDEX "partner_profiles_stato_regione_idx" ON "partner_profiles" USING btree ("stato","regione");