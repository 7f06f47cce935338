ALTER TABLE "grievance_events" DROP CONSTRAINT "grievance_events_kind_check";--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "ward" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "source" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "reopen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_duplicate_of_grievances_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "grievances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_subject_open_idx" ON "grievances" USING btree ("subject","created_at" DESC NULLS LAST) WHERE "grievances"."status" in ('Pending', 'In Progress');--> statement-breakpoint
CREATE INDEX "grievances_ward_idx" ON "grievances" USING btree ("ward");--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_kind_check" CHECK ("grievance_events"."kind" in ('status', 'escalated', 'reopened'));--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_source_check" CHECK ("grievances"."source" in ('portal', 'open311'));--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_point_check" CHECK (("grievances"."latitude" is null) = ("grievances"."longitude" is null) and ("grievances"."latitude" is null or ("grievances"."latitude" between 6 and 38 and "grievances"."longitude" between 68 and 98)));--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_rating_check" CHECK ("grievances"."rating" between 1 and 5);--> statement-breakpoint
-- A grievance resolved before this migration was resolved when its status last changed.
UPDATE "grievances" SET "resolved_at" = "updated_at" WHERE "status" = 'Resolved';