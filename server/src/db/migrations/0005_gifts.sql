CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"channel_slug" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"stars" integer NOT NULL,
	"tvs_per_star" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"gross_tvs" bigint NOT NULL,
	"fee_tvs" bigint NOT NULL,
	"net_tvs" bigint NOT NULL,
	"message" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_amounts" CHECK ("gifts"."stars" > 0 and "gifts"."gross_tvs" = "gifts"."stars"::bigint * "gifts"."tvs_per_star"),
	CONSTRAINT "gifts_fee_split" CHECK ("gifts"."fee_tvs" >= 0 and "gifts"."net_tvs" >= 0 and "gifts"."fee_tvs" + "gifts"."net_tvs" = "gifts"."gross_tvs"),
	CONSTRAINT "gifts_fee_bps" CHECK ("gifts"."fee_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_sender_idempotency_key" ON "gifts" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gifts_channel_created" ON "gifts" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_creator_created" ON "gifts" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('purchase', 'conversion', 'adjustment', 'refund', 'gift'));