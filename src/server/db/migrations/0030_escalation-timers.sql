CREATE TABLE "timers" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "timers_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "timers_due_idx" ON "timers" USING btree ("due_at");