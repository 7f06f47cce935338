-- Unlogged (by hand: the schema builder has no word for it): counts a crash may lose, whose
-- writes then commit without waiting for the WAL to reach the disk (decision 037).
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_renewals" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"renewed_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_events" DROP CONSTRAINT "auth_events_kind_check";--> statement-breakpoint
ALTER TABLE "session_renewals" ADD CONSTRAINT "session_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "session_renewals_expires_idx" ON "session_renewals" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_kind_check" CHECK ("auth_events"."kind" in ('sign_in_ok', 'sign_in_failed', 'sign_in_locked', 'sign_in_totp_required', 'logout', 'renewal_reused', 'register', 'password_changed', 'totp_enrol_started', 'totp_enrolled', 'totp_failed', 'totp_reset', 'admin_setup'));