DROP INDEX "zone_inbox_zone_idx";--> statement-breakpoint
-- The desk's search matches parts of names by trigrams within a zone (btree_gin: the zone's key in the
-- same GIN index). Both are trusted extensions: the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
UPDATE "zone_inbox" SET "declared_at" = "declarations"."created_at" FROM "declarations"
	WHERE "declarations"."id" = "zone_inbox"."declaration_id";--> statement-breakpoint
-- Rows from before decision 023 may have outlived their declaration: the hand-over's time will do.
UPDATE "zone_inbox" SET "declared_at" = "received_at" WHERE "declared_at" IS NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "declared_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "form" text GENERATED ALWAYS AS ("sheet"->>'form') STORED;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "search" text GENERATED ALWAYS AS (coalesce("sheet"->>'register', '') || ' ' ||
        coalesce("sheet"->'declaration'->'declarant'->>'firstname', '') || ' ' ||
        coalesce("sheet"->'declaration'->'declarant'->>'lastname', '') || ' ' ||
        coalesce("sheet"->'declaration'->'victim'->>'firstname', '') || ' ' ||
        coalesce("sheet"->'declaration'->'victim'->>'lastname', '') || ' ' ||
        coalesce("sheet"->'declaration'->'victim'->>'name', '')) STORED;--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_declared_idx" ON "zone_inbox" USING btree ("zone_key","declared_at","id");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_state_idx" ON "zone_inbox" USING btree ("zone_key","state","declared_at","id");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_form_idx" ON "zone_inbox" USING btree ("zone_key","form","declared_at","id");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_search_idx" ON "zone_inbox" USING gin ("zone_key","search" gin_trgm_ops);