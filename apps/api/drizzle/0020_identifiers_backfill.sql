-- The rows there are keep no date: their identifiers were never indexed (stored before 0018) or are
-- indexed again, once, by `npm run identifiers:backfill`. Rows stored from now on take the default, in
-- the statement that indexes their identifiers. A default given with ADD COLUMN would date them all.
ALTER TABLE "addenda" ADD COLUMN "identifiers_indexed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addenda" ALTER COLUMN "identifiers_indexed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "identifiers_indexed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "identifiers_indexed_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "addenda_unindexed_idx" ON "addenda" USING btree ("created_at","id") WHERE "addenda"."identifiers_indexed_at" is null;--> statement-breakpoint
CREATE INDEX "declarations_unindexed_idx" ON "declarations" USING btree ("created_at","id") WHERE "declarations"."identifiers_indexed_at" is null;
