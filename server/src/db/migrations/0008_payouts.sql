CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT 'details_needed' NOT NULL,
	"currently_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"stripe_account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_tvs" bigint NOT NULL,
	"usd_cents" bigint NOT NULL,
	"usd_cents_per_tvs" integer NOT NULL,
	"transfer_id" text,
	"stripe_payout_id" text,
	"reversal_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'in_transit', 'paid', 'failed', 'reversed')),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount_tvs" > 0 and "payouts"."usd_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_user_idempotency_key" ON "payouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_created" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status" ON "payouts" USING btree ("status");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('purchase', 'conversion', 'adjustment', 'refund', 'gift', 'clawback', 'release', 'repayment', 'reinstatement', 'payout'));