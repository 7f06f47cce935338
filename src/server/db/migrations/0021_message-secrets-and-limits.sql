CREATE TABLE "sms_numbers" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_numbers_code_key" ON "sms_numbers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","channel","created_at");