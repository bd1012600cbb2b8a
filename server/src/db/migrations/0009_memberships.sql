CREATE TABLE "membership_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"fan_id" uuid NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"tier_id" uuid NOT NULL,
	"tier_name" text NOT NULL,
	"stars" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"gift_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_stars" CHECK ("membership_charges"."stars" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_stars" integer NOT NULL,
	"perks" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tiers_price" CHECK ("membership_tiers"."price_stars" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"channel_slug" text NOT NULL,
	"tier_id" uuid NOT NULL,
	"next_tier_id" uuid,
	"price_stars" integer NOT NULL,
	"notice_price_stars" integer,
	"noticed_at" timestamp with time zone,
	"state" text NOT NULL,
	"lapse_reason" text,
	"anchor_at" timestamp with time zone NOT NULL,
	"anchor_period" integer DEFAULT 1 NOT NULL,
	"period" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"grace_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_state" CHECK ("memberships"."state" in ('active', 'canceled', 'grace', 'lapsed')),
	CONSTRAINT "memberships_period" CHECK ("memberships"."period" >= 1 and "memberships"."price_stars" > 0 and "memberships"."period_end" > "memberships"."period_start")
);
--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD CONSTRAINT "membership_tiers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_next_tier_id_membership_tiers_id_fk" FOREIGN KEY ("next_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_period" ON "membership_charges" USING btree ("membership_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_fan_key" ON "membership_charges" USING btree ("fan_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_gift" ON "membership_charges" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "membership_charges_fan_created" ON "membership_charges" USING btree ("fan_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_tiers_channel" ON "membership_tiers" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_fan_channel" ON "memberships" USING btree ("fan_id","channel_id") WHERE "memberships"."state" <> 'lapsed';--> statement-breakpoint
CREATE INDEX "memberships_channel_created" ON "memberships" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_fan_created" ON "memberships" USING btree ("fan_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_due" ON "memberships" USING btree ("period_end") WHERE "memberships"."state" <> 'lapsed';