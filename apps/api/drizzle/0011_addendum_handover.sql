ALTER TABLE "addenda" ADD COLUMN "handover" text;--> statement-breakpoint
ALTER TABLE "addenda" ADD COLUMN "handover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addenda" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "addenda" ADD COLUMN "handover_error" text;--> statement-breakpoint
ALTER TABLE "addenda" ADD COLUMN "handover_tried_at" timestamp with time zone;