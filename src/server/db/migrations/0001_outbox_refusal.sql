ALTER TABLE "outbox" ADD COLUMN "refusal" varchar(16);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "refused_since" timestamp with time zone;