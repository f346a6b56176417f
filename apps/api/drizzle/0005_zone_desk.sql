CREATE TABLE "zone_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"matricule" text NOT NULL,
	"officer_name" text NOT NULL,
	"zone_key" text NOT NULL,
	"declaration_id" uuid NOT NULL,
	"register" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "closing_note" text;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "contacted_by" text;--> statement-breakpoint
ALTER TABLE "zone_inbox" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "zone_access_log_zone_idx" ON "zone_access_log" USING btree ("zone_key","at");--> statement-breakpoint
CREATE INDEX "zone_access_log_declaration_idx" ON "zone_access_log" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "zone_inbox_zone_idx" ON "zone_inbox" USING btree ("zone_key","state");--> statement-breakpoint
-- Append-only: what an officer did is never rewritten. Rows go only with their declaration (retention).
CREATE FUNCTION zone_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'zone_access_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER zone_access_log_no_update BEFORE UPDATE ON "zone_access_log"
	FOR EACH ROW EXECUTE FUNCTION zone_access_log_append_only();
