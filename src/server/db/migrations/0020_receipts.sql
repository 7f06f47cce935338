CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verify_token" text NOT NULL,
	"pdf" "bytea",
	CONSTRAINT "receipts_number_key" UNIQUE("number"),
	CONSTRAINT "receipts_payment_key" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_tax_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "tax_payments"("id") ON DELETE cascade ON UPDATE no action;