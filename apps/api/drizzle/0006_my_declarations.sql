CREATE TABLE "addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declaration_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"rrn" text NOT NULL,
	"session_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"delivered_by" text,
	"summary_pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary_made_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"zone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "declarant_rrn" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "victim_rrn" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "summary_made_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "addendum_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "addenda_number_idx" ON "addenda" USING btree ("declaration_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "addenda_idempotency_idx" ON "addenda" USING btree ("declaration_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "declarations_declarant_rrn_idx" ON "declarations" USING btree ("declarant_rrn","created_at");--> statement-breakpoint
CREATE INDEX "declarations_victim_rrn_idx" ON "declarations" USING btree ("victim_rrn","created_at");--> statement-breakpoint
CREATE INDEX "declarations_created_idx" ON "declarations" USING btree ("created_at");--> statement-breakpoint
-- Declarations sent before: their owners, from the payloads (the identity was put there from its source on receipt).
UPDATE "declarations" SET "declarant_rrn" = "payload"->'declarant'->>'rrn'
	WHERE "payload"->'declarant'->>'identification' = 'federal';--> statement-breakpoint
UPDATE "declarations" SET "victim_rrn" = "payload"->'victim'->>'rrn' WHERE "form" = 'phishing_officer';
