CREATE TABLE "timers" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "timers_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
CREATE INDEX "timers_due_idx" ON "timers" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'grievance', 'tax_payment', 'kiosk_link', 'list', 'register', 'staff'));