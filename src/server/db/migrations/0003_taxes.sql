CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"refund_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_refund_id_key" UNIQUE("refund_id"),
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "tax_payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_payment_events_status_check" CHECK ("tax_payment_events"."status" in ('created', 'paid', 'failed', 'declined', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "tax_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"identifiers" jsonb NOT NULL,
	"period" text,
	"bill_month" text,
	"due_date" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"late_fee_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tax_payments_reference_key" UNIQUE("reference"),
	CONSTRAINT "tax_payments_gateway_order_id_key" UNIQUE("gateway_order_id"),
	CONSTRAINT "tax_payments_gateway_payment_id_key" UNIQUE("gateway_payment_id"),
	CONSTRAINT "tax_payments_type_check" CHECK ("tax_payments"."type" in ('property', 'water', 'electricity', 'gas', 'land')),
	CONSTRAINT "tax_payments_status_check" CHECK ("tax_payments"."status" in ('created', 'paid', 'failed', 'declined', 'refunded')),
	CONSTRAINT "tax_payments_gateway_check" CHECK ("tax_payments"."gateway" in ('sandbox', 'razorpay')),
	CONSTRAINT "tax_payments_payment_method_check" CHECK ("tax_payments"."payment_method" in ('upi', 'debit', 'credit', 'netbanking', 'wallet')),
	CONSTRAINT "tax_payments_amounts_check" CHECK ("tax_payments"."amount_paise" >= 0 and "tax_payments"."late_fee_paise" >= 0 and "tax_payments"."total_paise" = "tax_payments"."amount_paise" + "tax_payments"."late_fee_paise"),
	CONSTRAINT "tax_payments_period_check" CHECK (("tax_payments"."period" is null) <> ("tax_payments"."bill_month" is null)),
	CONSTRAINT "tax_payments_paid_check" CHECK ("tax_payments"."status" not in ('paid', 'refunded') or ("tax_payments"."gateway_payment_id" is not null and "tax_payments"."paid_at" is not null)),
	CONSTRAINT "tax_payments_refund_check" CHECK ("tax_payments"."status" <> 'refunded' or "tax_payments"."gateway_refund_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "tax_payment_events" ADD CONSTRAINT "tax_payment_events_payment_id_tax_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "tax_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payment_events" ADD CONSTRAINT "tax_payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_payment_events_payment_idx" ON "tax_payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "tax_payments_created_idx" ON "tax_payments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tax_payments_status_idx" ON "tax_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tax_payments_owner_idx" ON "tax_payments" USING btree ("owner_id");