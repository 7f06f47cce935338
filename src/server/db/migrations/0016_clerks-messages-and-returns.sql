ALTER TABLE "application_events" DROP CONSTRAINT "application_events_action_check";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "grievance_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "tax_payment_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_action_check" CHECK ("application_events"."action" in ('submitted', 'accepted', 'declined', 'returned', 'resubmitted'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'declined', 'returned'));