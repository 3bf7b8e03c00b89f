ALTER TABLE "enquiries" ADD COLUMN "health_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "health_consent_text" varchar(2000);