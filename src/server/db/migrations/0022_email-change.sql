CREATE TABLE "contact_change_tokens" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"change_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_change_tokens_purpose_check" CHECK ("contact_change_tokens"."purpose" in ('confirm', 'undo'))
);
--> statement-breakpoint
CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "contact_changes_kind_check" CHECK ("contact_changes"."kind" in ('email')),
	CONSTRAINT "contact_changes_state_check" CHECK ("contact_changes"."state" in ('pending', 'confirmed', 'cancelled', 'undone', 'void'))
);
--> statement-breakpoint
ALTER TABLE "auth_events" DROP CONSTRAINT "auth_events_kind_check";--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_record_type_check";--> statement-breakpoint
ALTER TABLE "contact_change_tokens" ADD CONSTRAINT "contact_change_tokens_change_id_contact_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "contact_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_change_tokens_change_idx" ON "contact_change_tokens" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "contact_change_tokens_expires_idx" ON "contact_change_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_pending_key" ON "contact_changes" USING btree ("user_id","kind") WHERE "contact_changes"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_kind_check" CHECK ("auth_events"."kind" in ('sign_in_ok', 'sign_in_failed', 'sign_in_locked', 'sign_in_totp_required', 'logout', 'renewal_reused', 'register', 'password_changed', 'totp_enrol_started', 'totp_enrolled', 'totp_failed', 'totp_reset', 'admin_setup', 'email_change_requested', 'email_change_resent', 'email_change_cancelled', 'email_change_confirmed', 'email_change_undone'));--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_record_type_check" CHECK ("outbound_messages"."record_type" in ('application', 'grievance', 'tax_payment', 'account', 'contact_change'));