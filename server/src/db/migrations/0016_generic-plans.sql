-- Written by hand, as 0013-0015 (drizzle-kit does not model functions). Issue 24's load bench:
-- PostgreSQL keeps a plan for each statement of a PL/pgSQL function, but for the first five calls
-- on a connection, and after them whenever the plan it would keep looks costlier than one made for
-- the call's own values, it plans the statement anew on every call. The money functions' statements
-- take arrays and JSON (a transfer's legs, its accounts, the wallets it moves): a kept plan must
-- guess their length (10 or 100 rows), a fresh one sees it (2 or 4), so the fresh plan always looked
-- cheaper and every statement was planned again on every call. auto_explain showed the values
-- inlined in every plan of a TVS checkout on a connection that had run hundreds of them, and
-- starlit_move_balances spent 0.25 ms of its 0.36 ms planning (pg_stat_statements, track=all, one
-- connection: starlit_money_create 1.81 -> 1.11 ms a checkout).
--
-- So the functions a request calls keep their plans (plan_cache_mode; the functions they call run
-- with the same setting; the checks the commit fires keep theirs already). A kept plan guesses ten
-- rows for an array, and three statements joined such a guess to ledger_accounts: with a few
-- thousand accounts the planner chose a sequential scan of the table for them (the test that counts
-- them, tests/server/wallet/account-lookup.test.ts, saw it). None of them joins any more:
--  * the legs' entries take their currency from the leg, which is their account's (the lookup
--    matched on it, and ledger_entries_balanced checks it at the commit);
--  * the user accounts among them are the legs whose owner is not the platform (the
--    ledger_accounts_owner_matches check ties owner and user_id);
--  * each moved balance finds its delta by its position in the moved ids, through the primary key.
CREATE OR REPLACE FUNCTION "starlit_post_entries"("p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text,
  OUT "o_id" uuid, OUT "o_moved" uuid[], OUT "o_deltas" bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_accounts uuid[];
  v_amounts bigint[];
  v_currencies text[];
  v_users boolean[];
  v_complete boolean;
BEGIN
  IF p_debtor IS NOT NULL AND EXISTS (
    SELECT 1 FROM ledger_accounts WHERE owner = p_debtor AND code = 'debt' AND balance < 0
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'SLDBT', MESSAGE = 'account restricted';
  END IF;
  -- The legs' accounts, in leg order (read once; created when missing, in a fixed order).
  FOR attempt IN 1..2 LOOP
    SELECT count(l.account) = count(*), array_agg(l.account ORDER BY l.ord), array_agg(l.amount ORDER BY l.ord),
        array_agg(l.currency ORDER BY l.ord), array_agg(l.owner <> 'platform' ORDER BY l.ord)
      INTO v_complete, v_accounts, v_amounts, v_currencies, v_users
      FROM (
        SELECT ord, (leg->>'amount')::bigint AS amount, leg->>'currency' AS currency, leg->>'owner' AS owner, (
          SELECT a.id FROM ledger_accounts a
          WHERE a.owner = leg->>'owner' AND a.code = leg->>'code' AND a.currency = leg->>'currency'
        ) AS account
        FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS legs(leg, ord)
        OFFSET 0 -- kept as a subquery: flattened, each lookup ran once per aggregate that reads it
      ) AS l;
    EXIT WHEN v_complete;
    INSERT INTO ledger_accounts (owner, user_id, code, currency)
      SELECT DISTINCT leg->>'owner', (leg->>'user_id')::uuid, leg->>'code', leg->>'currency'
      FROM jsonb_array_elements(p_legs) AS leg
      ORDER BY 1, 3, 4
      ON CONFLICT DO NOTHING;
  END LOOP;
  INSERT INTO ledger_transfers (id, idempotency_key, kind, external_ref, order_id, memo)
    VALUES (
      coalesce((p_transfer->>'id')::uuid, gen_random_uuid()), p_transfer->>'idempotency_key', p_transfer->>'kind',
      p_transfer->>'external_ref', (p_transfer->>'order_id')::uuid, p_transfer->>'memo'
    )
    ON CONFLICT DO NOTHING
    RETURNING id INTO o_id;
  IF o_id IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, currency)
    SELECT o_id, l.account, l.amount, l.currency
    FROM unnest(v_accounts, v_amounts, v_currencies) WITH ORDINALITY AS l(account, amount, currency, ord)
    ORDER BY l.ord;
  SELECT array_agg(account ORDER BY account), array_agg(delta ORDER BY account) INTO o_moved, o_deltas
    FROM (
      SELECT l.account, sum(l.amount) AS delta
      FROM unnest(v_accounts, v_amounts, v_users) AS l(account, amount, is_user)
      WHERE l.is_user
      GROUP BY l.account
    ) AS moves;
END $$;
--> statement-breakpoint

-- As 0014's, the balances moved under row locks taken in id order; each row's delta is found by its
-- position among the moved ids (distinct: starlit_post_entries sums them per account).
CREATE OR REPLACE FUNCTION "starlit_move_balances"("p_moved" uuid[], "p_deltas" bigint[], "p_key" text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_refused text;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_moved) ORDER BY id FOR NO KEY UPDATE;
  -- The guard is evaluated on each row's latest version; a refused move leaves its row as it was.
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + p_deltas[array_position(p_moved, a.id)]
      WHERE a.id = ANY (p_moved) AND CASE
        WHEN a.code = 'debt' THEN a.balance + p_deltas[array_position(p_moved, a.id)] <= 0
        ELSE a.balance + p_deltas[array_position(p_moved, a.id)] >= 0
      END
      RETURNING a.id
  )
  SELECT string_agg(DISTINCT a.code, ',') INTO v_refused
    FROM ledger_accounts a
    WHERE a.id = ANY (p_moved) AND a.id NOT IN (SELECT id FROM moved);
  IF v_refused LIKE '%wallet%' THEN
    RAISE EXCEPTION USING ERRCODE = 'SL402', MESSAGE = 'insufficient balance';
  ELSIF v_refused IS NOT NULL THEN
    RAISE EXCEPTION 'Transfer % would take a % account past zero', p_key, v_refused;
  END IF;
END $$;
--> statement-breakpoint

ALTER FUNCTION "starlit_money_create"(timestamptz, uuid, jsonb, integer, jsonb, jsonb, jsonb, text, jsonb)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION "starlit_post_transfer"(jsonb, jsonb, text) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION "starlit_hit_limits"(jsonb, integer, timestamptz) SET plan_cache_mode = force_generic_plan;
