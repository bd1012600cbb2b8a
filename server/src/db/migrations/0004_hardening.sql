CREATE TABLE "identity_unlinks" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"unlinked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_unlinks_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"object" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"serve_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_links" ADD COLUMN "request_user_agent" text;--> statement-breakpoint
ALTER TABLE "device_links" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "device_links" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
-- Sign-ins from before the absolute lifetime end when their current refresh token does.
UPDATE "sessions" SET "family_expires_at" = "expires_at";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_unlinks" ADD CONSTRAINT "identity_unlinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");