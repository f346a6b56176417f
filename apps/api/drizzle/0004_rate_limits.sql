-- Unlogged: counts lost in a crash cost nothing, and a request that only counts waits for no WAL flush.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"rule" text NOT NULL,
	"caller" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_rule_caller_window_start_pk" PRIMARY KEY("rule","caller","window_start")
);
--> statement-breakpoint
DROP INDEX "contact_messages_sender_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "sender_hash";