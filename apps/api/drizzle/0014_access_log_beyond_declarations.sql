ALTER TABLE "zone_access_log" ALTER COLUMN "declaration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_access_log" ALTER COLUMN "register" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "zone_access_log" ADD COLUMN "subject" text;