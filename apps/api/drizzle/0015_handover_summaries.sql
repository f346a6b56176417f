CREATE TABLE "handover_summaries" (
	"declaration_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"pdf" "bytea",
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
