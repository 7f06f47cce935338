CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_reference" text NOT NULL,
	"before_status" text,
	"after_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'grievance', 'tax_payment'))
);
--> statement-breakpoint
CREATE TABLE "status_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "status_counts_pkey" PRIMARY KEY("list","status","slot")
);
--> statement-breakpoint
DROP INDEX "grievances_status_idx";--> statement-breakpoint
DROP INDEX "tax_payments_status_idx";--> statement-breakpoint
DROP INDEX "applications_type_created_idx";--> statement-breakpoint
DROP INDEX "applications_type_status_created_idx";--> statement-breakpoint
DROP INDEX "grievances_created_idx";--> statement-breakpoint
DROP INDEX "tax_payments_created_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_name" text GENERATED ALWAYS AS (case "type" when 'birth' then "data" ->> 'childName' when 'death' then "data" ->> 'deceasedName' when 'community' then "data" ->> 'applicantName' when 'income' then "data" ->> 'applicantName' when 'nativity' then "data" ->> 'applicantName' when 'first-graduate' then "data" ->> 'applicantName' end) STORED;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "applications_applicant_name_trgm_idx" ON "applications" USING gin (lower("applicant_name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grievances_status_created_idx" ON "grievances" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grievances_name_trgm_idx" ON "grievances" USING gin (lower("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_payments_status_created_idx" ON "tax_payments" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_type_created_idx" ON "applications" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_type_status_created_idx" ON "applications" USING btree ("type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grievances_created_idx" ON "grievances" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_payments_created_idx" ON "tax_payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);