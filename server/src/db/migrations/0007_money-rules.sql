ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_wallet_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shortfall_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "releases_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "reversed_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "reversed_net_tvs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: gifts made before the hold period credited the creator's wallet at once.
UPDATE "gifts" SET "releases_at" = "created_at", "released_at" = "created_at";--> statement-breakpoint
ALTER TABLE "gifts" ALTER COLUMN "releases_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "gifts_sender_created" ON "gifts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_creator_pending" ON "gifts" USING btree ("creator_id","releases_at") WHERE "gifts"."released_at" is null;--> statement-breakpoint
-- Written by hand: the shortfall an earlier refund could only flag becomes the user's debt in the ledger.
INSERT INTO "ledger_accounts" ("owner", "user_id", "code", "currency")
  SELECT "owner", "user_id", 'debt', "currency" FROM "ledger_accounts" WHERE "shortfall" > 0
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_transfers" ("idempotency_key", "kind", "memo")
  SELECT 'migration-0007:shortfall:' || "id", 'refund', 'shortfall of an earlier refund' FROM "ledger_accounts" WHERE "shortfall" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "account_id", "amount", "currency")
  SELECT t."id", d."id", -w."shortfall", w."currency"
  FROM "ledger_accounts" w
  JOIN "ledger_transfers" t ON t."idempotency_key" = 'migration-0007:shortfall:' || w."id"
  JOIN "ledger_accounts" d ON d."owner" = w."owner" AND d."code" = 'debt' AND d."currency" = w."currency"
  UNION ALL
  SELECT t."id", i."id", w."shortfall", w."currency"
  FROM "ledger_accounts" w
  JOIN "ledger_transfers" t ON t."idempotency_key" = 'migration-0007:shortfall:' || w."id"
  JOIN "ledger_accounts" i ON i."owner" = 'platform' AND i."code" = 'issuance' AND i."currency" = w."currency";--> statement-breakpoint
UPDATE "ledger_accounts" d SET "balance" = d."balance" - w."shortfall"
  FROM "ledger_accounts" w
  WHERE w."shortfall" > 0 AND d."owner" = w."owner" AND d."code" = 'debt' AND d."currency" = w."currency";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP COLUMN "shortfall";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP COLUMN "flagged";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_balance_sign" CHECK ("ledger_accounts"."user_id" is null or ("ledger_accounts"."code" in ('wallet', 'pending') and "ledger_accounts"."balance" >= 0) or ("ledger_accounts"."code" = 'debt' and "ledger_accounts"."balance" <= 0));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('purchase', 'conversion', 'adjustment', 'refund', 'gift', 'clawback', 'release', 'repayment', 'reinstatement'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'review', 'disputed'));--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_reversed" CHECK ("gifts"."reversed_stars" between 0 and "gifts"."stars" and "gifts"."reversed_net_tvs" between 0 and "gifts"."net_tvs");;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): checked at commit, once every entry of
-- the transaction is in, so a transfer written by hand or by a bug cannot create or lose money.
CREATE FUNCTION "ledger_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_currency text;
  unbalanced text;
BEGIN
  SELECT "currency" INTO account_currency FROM "ledger_accounts" WHERE "id" = NEW."account_id";
  IF account_currency IS DISTINCT FROM NEW."currency" THEN
    RAISE EXCEPTION 'ledger entry % is in %, its account % in %', NEW."id", NEW."currency", NEW."account_id", account_currency
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT "currency" INTO unbalanced FROM "ledger_entries" WHERE "transfer_id" = NEW."transfer_id"
    GROUP BY "currency" HAVING sum("amount") <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero in %', NEW."transfer_id", unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_balanced"();
