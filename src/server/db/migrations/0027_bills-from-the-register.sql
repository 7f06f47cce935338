CREATE TABLE "register_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"number_key" text GENERATED ALWAYS AS (upper(regexp_replace(number, '[[:space:]]', '', 'g'))) STORED,
	"name" text,
	"ward" text,
	"identifiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_accounts_type_check" CHECK ("register_accounts"."type" in ('property', 'water', 'electricity', 'gas', 'land'))
);
--> statement-breakpoint
CREATE TABLE "register_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "register_demands_bill_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_demands_amount_check" CHECK ("register_demands"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "tax_payments" DROP CONSTRAINT "tax_payments_amounts_check";--> statement-breakpoint
ALTER TABLE "tax_payments" ADD COLUMN "rebate_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD COLUMN "demand_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "register_demands" ADD CONSTRAINT "register_demands_account_id_register_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "register_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_accounts_type_number_key" ON "register_accounts" USING btree ("type","number_key");--> statement-breakpoint
CREATE UNIQUE INDEX "register_demands_account_period_key" ON "register_demands" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "register_demands_bill_no_key" ON "register_demands" USING btree ("bill_no");--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_demand_id_register_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "register_demands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_payments_demand_open_key" ON "tax_payments" USING btree ("demand_id") WHERE "tax_payments"."status" in ('created', 'failed', 'paid');--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('application', 'grievance', 'tax_payment', 'kiosk_link', 'list', 'register'));--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_amounts_check" CHECK ("tax_payments"."amount_paise" >= 0 and "tax_payments"."late_fee_paise" >= 0 and "tax_payments"."rebate_paise" >= 0 and "tax_payments"."total_paise" = "tax_payments"."amount_paise" + "tax_payments"."late_fee_paise" - "tax_payments"."rebate_paise");