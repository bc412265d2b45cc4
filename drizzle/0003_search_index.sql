-- Issue 10: the retrieval index. Italian Snowball stemming after unaccent, and pg_trgm
-- for typo tolerance; both extensions ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'atlante') THEN
    CREATE TEXT SEARCH CONFIGURATION atlante (COPY = italian);
    ALTER TEXT SEARCH CONFIGURATION atlante ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "search_passages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"article_id" uuid,
	"ranking_id" uuid,
	"partner_id" uuid,
	"position" integer NOT NULL,
	"block" text NOT NULL,
	"anchor" integer,
	"section" text,
	"body" text NOT NULL,
	"weight" text DEFAULT 'C' NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('atlante', body), weight::"char")) STORED NOT NULL,
	CONSTRAINT "search_passages_one_source" CHECK (num_nonnulls("search_passages"."article_id", "search_passages"."ranking_id", "search_passages"."partner_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "search_query_stats" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_stats_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_partner_id_partner_profiles_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_passages_tsv_idx" ON "search_passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_passages_article_idx" ON "search_passages" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "search_passages_ranking_idx" ON "search_passages" USING btree ("ranking_id","position");--> statement-breakpoint
CREATE INDEX "search_passages_partner_idx" ON "search_passages" USING btree ("partner_id","position");--> statement-breakpoint
CREATE INDEX "search_query_stats_day_idx" ON "search_query_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Every write to a source queues it for the indexer; a source that stops being public
-- leaves the index in the same transaction (deleted rows go by cascade).
CREATE FUNCTION search_queue_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, source_id) VALUES ('article', NEW.id);
  IF NOT NEW.is_published OR NEW.category_id IS NULL THEN
    DELETE FROM search_passages WHERE article_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_queue_ranking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, source_id) VALUES ('ranking', NEW.id);
  IF NOT NEW.is_active THEN
    DELETE FROM search_passages WHERE ranking_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_queue_ranking_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_queue (kind, source_id) VALUES ('ranking', OLD.ranking_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_queue (kind, source_id) VALUES ('ranking', NEW.ranking_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_queue_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, source_id) VALUES ('partner', NEW.id);
  IF NEW.stato <> 'pubblicato' THEN
    DELETE FROM search_passages WHERE partner_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search AFTER INSERT OR UPDATE ON articles
  FOR EACH ROW EXECUTE FUNCTION search_queue_article();--> statement-breakpoint
CREATE TRIGGER rankings_search AFTER INSERT OR UPDATE ON rankings
  FOR EACH ROW EXECUTE FUNCTION search_queue_ranking();--> statement-breakpoint
CREATE TRIGGER ranking_items_search AFTER INSERT OR UPDATE OR DELETE ON ranking_items
  FOR EACH ROW EXECUTE FUNCTION search_queue_ranking_item();--> statement-breakpoint
CREATE TRIGGER partner_profiles_search AFTER INSERT OR UPDATE ON partner_profiles
  FOR EACH ROW EXECUTE FUNCTION search_queue_partner();--> statement-breakpoint
-- Existing content is indexed on the next start.
INSERT INTO search_queue (kind, source_id) SELECT 'article', id FROM articles WHERE is_published;--> statement-breakpoint
INSERT INTO search_queue (kind, source_id) SELECT 'ranking', id FROM rankings WHERE is_active;--> statement-breakpoint
INSERT INTO search_queue (kind, source_id) SELECT 'partner', id FROM partner_profiles WHERE stato = 'pubblicato';
