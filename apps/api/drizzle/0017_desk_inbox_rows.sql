-- What happened, on the inbox's own row (issue 30, item 3): each row takes its declaration's fact code.
ALTER TABLE "zone_inbox" ADD COLUMN "fact_type" text;--> statement-breakpoint
UPDATE "zone_inbox" SET "fact_type" = "declarations"."fact_type" FROM "declarations" WHERE "declarations"."id" = "zone_inbox"."declaration_id";--> statement-breakpoint
ALTER TABLE "zone_inbox" ALTER COLUMN "fact_type" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "declarations_officer_idx" ON "declarations" USING btree (("payload"->'officer'->>'matricule'),"created_at") WHERE "declarations"."form" = 'phishing_officer';--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_fact_type_idx" ON "zone_inbox" USING btree ("zone_key","fact_type","declared_at","id");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_owner_idx" ON "zone_inbox" USING btree ("zone_key","owner","declared_at","id");