-- The inbox's rows were ~1.2 KB, mostly the sheet, so every filtered or searched row the desk visited
-- cost a page read (bench/zone-desk.ts). The sheet moves to a table of its own, `form` and `search`
-- become plain columns the pipeline writes (their values stay, `search` in lower case), and the zone's
-- newest-first index carries `search`, so that a search walks it without reading rows.
CREATE TABLE "zone_sheets" (
	"declaration_id" uuid PRIMARY KEY NOT NULL,
	"sheet" jsonb NOT NULL
);
--> statement-breakpoint
INSERT INTO "zone_sheets" ("declaration_id", "sheet") SELECT "declaration_id", "sheet" FROM "zone_inbox";--> statement-breakpoint
DROP INDEX "zone_inbox_zone_declared_idx";--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "form" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "form" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "search" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
-- In lower case, as deskSearchText writes it: the search matches it with LIKE, not ILIKE.
UPDATE "zone_inbox" SET "search" = lower("search");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_declared_idx" ON "zone_inbox" USING btree ("zone_key","declared_at","id","search");--> statement-breakpoint
ALTER TABLE "zone_inbox" DROP COLUMN "sheet";
