CREATE TABLE "zone_case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"matricule" text,
	"assignee" text,
	"outcome" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_officers" (
	"zone_key" text NOT NULL,
	"matricule" text NOT NULL,
	"name" text NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zone_officers_zone_key_matricule_pk" PRIMARY KEY("zone_key","matricule")
);
--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "new_information" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "zone_case_events_version_idx" ON "zone_case_events" USING btree ("declaration_id","version");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_new_information_idx" ON "zone_inbox" USING btree ("zone_key","declared_at","id") WHERE "zone_inbox"."new_information";;--> statement-breakpoint
ALTER TABLE "zone_inbox" RENAME COLUMN "taken_by" TO "owner";--> statement-breakpoint
-- Officers were named, not identified: each step's name becomes the matricule of the access log's line of that step.
UPDATE "zone_inbox" SET "owner" = (SELECT "matricule" FROM "zone_access_log" AS l WHERE l."declaration_id" = "zone_inbox"."declaration_id" AND l."action" = 'take' ORDER BY l."at" DESC, l."id" DESC LIMIT 1) WHERE "owner" IS NOT NULL;--> statement-breakpoint
UPDATE "zone_inbox" SET "handled_by" = (SELECT "matricule" FROM "zone_access_log" AS l WHERE l."declaration_id" = "zone_inbox"."declaration_id" AND l."action" = 'handle' ORDER BY l."at" DESC, l."id" DESC LIMIT 1) WHERE "handled_by" IS NOT NULL;--> statement-breakpoint
UPDATE "zone_inbox" SET "contacted_by" = (SELECT "matricule" FROM "zone_access_log" AS l WHERE l."declaration_id" = "zone_inbox"."declaration_id" AND l."action" = 'contacted' ORDER BY l."at" DESC, l."id" DESC LIMIT 1) WHERE "contacted_by" IS NOT NULL;--> statement-breakpoint
-- The history so far, from the access log: its changes made versions 2, 3, … in their order.
INSERT INTO "zone_case_events" ("declaration_id", "version", "action", "matricule", "outcome", "note", "at")
SELECT l."declaration_id", 1 + row_number() OVER (PARTITION BY l."declaration_id" ORDER BY l."at", l."id"), l."action", l."matricule",
  CASE WHEN l."action" = 'handle' THEN i."outcome" END, CASE WHEN l."action" = 'handle' THEN i."closing_note" END, l."at"
FROM "zone_access_log" AS l JOIN "zone_inbox" AS i ON i."declaration_id" = l."declaration_id"
WHERE l."action" IN ('take', 'handle', 'contacted');--> statement-breakpoint
-- The officers who have worked on a desk are known to their zone.
INSERT INTO "zone_officers" ("zone_key", "matricule", "name", "signed_in_at")
SELECT DISTINCT ON ("zone_key", "matricule") "zone_key", "matricule", "officer_name", "at" FROM "zone_access_log"
WHERE "matricule" NOT LIKE 'handover/%' ORDER BY "zone_key", "matricule", "at" DESC;
