ALTER TABLE "application_events" ADD COLUMN "reason_codes" jsonb;--> statement-breakpoint
ALTER TABLE "grievance_events" ADD COLUMN "reason_codes" jsonb;--> statement-breakpoint
ALTER TABLE "tax_payment_events" ADD COLUMN "reason_codes" jsonb;