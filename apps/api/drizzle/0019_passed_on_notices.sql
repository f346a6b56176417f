CREATE TABLE "passed_on_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declaration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"bank" text,
	"bic" text,
	"country" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"error" text,
	"tried_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passed_on_notices" ADD CONSTRAINT "passed_on_notices_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passed_on_notices_target_idx" ON "passed_on_notices" USING btree ("declaration_id","kind","target");