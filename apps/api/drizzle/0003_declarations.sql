CREATE TABLE "debug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"url" text NOT NULL,
	"reported_at" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register" text NOT NULL,
	"form" text NOT NULL,
	"fact_type" text NOT NULL,
	"language" text NOT NULL,
	"zone_key" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"overview_method" text NOT NULL,
	"delivered_by" text,
	"session_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary_pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declarations_register_unique" UNIQUE("register")
);
--> statement-breakpoint
CREATE TABLE "register_counters" (
	"year" integer NOT NULL,
	"zone_key" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "register_counters_year_zone_key_pk" PRIMARY KEY("year","zone_key")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"declaration_id" uuid,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" uuid NOT NULL,
	"zone_key" text NOT NULL,
	"sheet" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zone_inbox_declaration_id_unique" UNIQUE("declaration_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_idempotency_idx" ON "declarations" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "declarations_zone_idx" ON "declarations" USING btree ("zone_key","created_at");--> statement-breakpoint
CREATE INDEX "uploads_session_idx" ON "uploads" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "uploads_declaration_idx" ON "uploads" USING btree ("declaration_id");