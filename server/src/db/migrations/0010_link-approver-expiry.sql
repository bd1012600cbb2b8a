ALTER TABLE "device_links" ADD COLUMN "approver_family_id" uuid;--> statement-breakpoint
ALTER TABLE "device_links" ADD COLUMN "approver_expires_at" timestamp with time zone;