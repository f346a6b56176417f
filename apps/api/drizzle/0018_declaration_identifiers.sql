CREATE TABLE "declaration_identifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"country" text,
	"bank" text,
	"named_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declaration_identifiers" ADD CONSTRAINT "declaration_identifiers_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_identifiers_declaration_idx" ON "declaration_identifiers" USING btree ("declaration_id","kind","value");--> statement-breakpoint
CREATE INDEX "declaration_identifiers_value_idx" ON "declaration_identifiers" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "declaration_identifiers_named_idx" ON "declaration_identifiers" USING btree ("named_at");