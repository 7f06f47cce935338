CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"mobile" text NOT NULL,
	"user_id" uuid,
	"code_digest" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('sign_in', 'add_mobile', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "auth_events" DROP CONSTRAINT "auth_events_kind_check";--> statement-breakpoint
ALTER TABLE "contact_changes" ALTER COLUMN "old_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_created_idx" ON "otp_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_expires_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified_at" is not null;--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_kind_check" CHECK ("auth_events"."kind" in ('sign_in_ok', 'sign_in_failed', 'sign_in_locked', 'sign_in_totp_required', 'logout', 'renewal_reused', 'register', 'password_changed', 'totp_enrol_started', 'totp_enrolled', 'totp_failed', 'totp_reset', 'admin_setup', 'email_change_requested', 'email_change_resent', 'email_change_cancelled', 'email_change_confirmed', 'email_change_undone', 'otp_requested', 'otp_limited', 'otp_send_failed', 'otp_failed', 'otp_sign_in_ok', 'register_by_mobile', 'mobile_verified'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_mobile_check" CHECK ("users"."mobile_verified_at" is null or "users"."mobile" is not null);