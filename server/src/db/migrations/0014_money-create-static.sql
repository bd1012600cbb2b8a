-- Written by hand, as 0013 (drizzle-kit does not model functions). Issue 24's load bench: the
-- money creates' database time, measured with pg_stat_statements and track_functions, went to
-- dynamic SQL and to row locks held longer than needed. Same rules as 0013; what changes:
--  * the rows of a money create (orders, order_events, gifts) are inserted by static statements,
--    whose plans are kept, instead of one EXECUTE per row (planned anew each time);
--  * starlit_hit_limits is PL/pgSQL, whose plan is kept (a SQL function that cannot be inlined
--    is planned on every call);
--  * the transfer's balance moves come last, after the rows that follow the transfer, so the
--    wallets' row locks (a creator's earnings take every fan's gift) are held only until the commit.

-- The transfer's accounts, row and entries (starlit_post_transfer's first half): `o_id` is null
-- when its idempotency key or external reference was posted already; `o_moved`/`o_deltas` are the
-- user accounts' balance moves, in id order, for starlit_move_balances.
CREATE FUNCTION "starlit_post_entries"("p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text,
  OUT "o_id" uuid, OUT "o_moved" uuid[], OUT "o_deltas" bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_accounts uuid[];
  v_amounts bigint[];
  v_complete boolean;
BEGIN
  IF p_debtor IS NOT NULL AND EXISTS (
    SELECT 1 FROM ledger_accounts WHERE owner = p_debtor AND code = 'debt' AND balance < 0
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'SLDBT', MESSAGE = 'account restricted';
  END IF;
  -- The legs' accounts, in leg order (read once; created when missing, in a fixed order).
  FOR attempt IN 1..2 LOOP
    SELECT count(a.id) = count(*), array_agg(a.id ORDER BY l.ord), array_agg((l.leg->>'amount')::bigint ORDER BY l.ord)
      INTO v_complete, v_accounts, v_amounts
      FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS l(leg, ord)
      LEFT JOIN ledger_accounts a ON a.owner = l.leg->>'owner' AND a.code = l.leg->>'code' AND a.currency = l.leg->>'currency';
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
    SELECT o_id, a.id, l.amount, a.currency
    FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS l(account, amount, ord)
    JOIN ledger_accounts a ON a.id = l.account
    ORDER BY l.ord;
  SELECT array_agg(id ORDER BY id), array_agg(delta ORDER BY id) INTO o_moved, o_deltas
    FROM (
      SELECT a.id, sum(l.amount) AS delta
      FROM unnest(v_accounts, v_amounts) AS l(account, amount)
      JOIN ledger_accounts a ON a.id = l.account
      WHERE a.user_id IS NOT NULL
      GROUP BY a.id
    ) AS moves;
END $$;
--> statement-breakpoint

-- The user accounts' cached balances move under row locks taken in id order (starlit_post_transfer's
-- second half); a move that would cross zero is refused and the raise undoes the transfer whole:
-- SL402 for a wallet, a plain error for a pending or debt account (a bug).
CREATE FUNCTION "starlit_move_balances"("p_moved" uuid[], "p_deltas" bigint[], "p_key" text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_refused text;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_moved) ORDER BY id FOR NO KEY UPDATE;
  -- The guard is evaluated on each row's latest version; a refused move leaves its row as it was.
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM unnest(p_moved, p_deltas) AS d(id, delta)
      WHERE a.id = d.id AND CASE WHEN a.code = 'debt' THEN a.balance + d.delta <= 0 ELSE a.balance + d.delta >= 0 END
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

-- One transfer, as 0013 defined it: now its two halves in a row.
CREATE OR REPLACE FUNCTION "starlit_post_transfer"("p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
BEGIN
  v_posted := starlit_post_entries(p_transfer, p_legs, p_debtor);
  IF v_posted.o_id IS NOT NULL THEN
    PERFORM starlit_move_balances(v_posted.o_moved, v_posted.o_deltas, p_transfer->>'idempotency_key');
  END IF;
  RETURN v_posted.o_id;
END $$;
--> statement-breakpoint

-- Inserts `p_row` as 0013's did. The tables a money create writes have static statements (their
-- plans are kept for the connection); the defaults they list are their columns' own, which
-- tests/server/wallet/static-inserts.test.ts compares with the catalogue. Any other table
-- takes the dynamic statement.
CREATE OR REPLACE FUNCTION "starlit_insert_row"("p_table" regclass, "p_row" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_columns text;
  v_row jsonb;
BEGIN
  IF p_table = 'orders'::regclass THEN
    INSERT INTO orders AS t
      SELECT r.* FROM jsonb_populate_record(null::orders, jsonb_build_object(
        'id', gen_random_uuid(), 'status', 'pending', 'stars_credited', 0, 'created_at', now(), 'updated_at', now()
      ) || p_row) AS r
      ON CONFLICT DO NOTHING RETURNING to_jsonb(t.*) INTO v_row;
  ELSIF p_table = 'order_events'::regclass THEN
    INSERT INTO order_events AS t
      SELECT r.* FROM jsonb_populate_record(null::order_events, jsonb_build_object(
        'id', nextval('order_events_id_seq'), 'at', now()
      ) || p_row) AS r
      ON CONFLICT DO NOTHING RETURNING to_jsonb(t.*) INTO v_row;
  ELSIF p_table = 'gifts'::regclass THEN
    INSERT INTO gifts AS t
      SELECT r.* FROM jsonb_populate_record(null::gifts, jsonb_build_object(
        'id', gen_random_uuid(), 'anonymous', false, 'created_at', now(), 'reversed_stars', 0, 'reversed_net_tvs', 0
      ) || p_row) AS r
      ON CONFLICT DO NOTHING RETURNING to_jsonb(t.*) INTO v_row;
  ELSE
    SELECT string_agg(quote_ident(key), ', ') INTO v_columns FROM jsonb_object_keys(p_row) AS key;
    EXECUTE format(
      'INSERT INTO %s AS t (%s) SELECT %s FROM jsonb_populate_record(null::%s, $1) ON CONFLICT DO NOTHING RETURNING to_jsonb(t.*)',
      p_table, v_columns, v_columns, p_table
    ) INTO v_row USING p_row;
  END IF;
  RETURN v_row;
END $$;
--> statement-breakpoint

-- One hit on each key of `p_limits`, as 0013 defined it, in PL/pgSQL so that its plan is kept.
CREATE OR REPLACE FUNCTION "starlit_hit_limits"("p_limits" jsonb, "p_window_seconds" integer, "p_now" timestamptz)
RETURNS TABLE ("key" text, "count" integer, "retry_after" integer, "over" boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH wanted AS (
    SELECT * FROM jsonb_to_recordset(p_limits) AS l(key text, most integer)
  ),
  hits AS (
    INSERT INTO rate_limits AS r (key, window_start, count)
      SELECT w.key, p_now, 1 FROM wanted w ORDER BY w.key
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= p_now - make_interval(secs => p_window_seconds) THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= p_now - make_interval(secs => p_window_seconds) THEN p_now ELSE r.window_start END
      RETURNING r.key, r.count, r.window_start
  )
  SELECT h.key, h.count,
    greatest(1, least(p_window_seconds,
      ceil(extract(epoch FROM (h.window_start + make_interval(secs => p_window_seconds) - p_now)))::integer)),
    h.count > coalesce(w.most, 2147483647)
  FROM hits h JOIN wanted w ON w.key = h.key;
END $$;
--> statement-breakpoint

-- The fresh path of a money create, as 0013 defined it (same answers, same order of refusals),
-- with the balance moves after the rows that follow the transfer.
CREATE OR REPLACE FUNCTION "starlit_money_create"(
  "p_now" timestamptz, "p_due_earnings_of" uuid,
  "p_limits" jsonb, "p_window_seconds" integer,
  "p_before" jsonb, "p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text, "p_after" jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_wait integer;
  v_rows jsonb := '[]'::jsonb;
  v_refusal text;
  v_posted record;
BEGIN
  IF p_due_earnings_of IS NOT NULL AND EXISTS (
    SELECT 1 FROM gifts WHERE creator_id = p_due_earnings_of AND released_at IS NULL AND releases_at <= p_now
  ) THEN
    RETURN jsonb_build_object('status', 'slow');
  END IF;
  BEGIN
    -- A refusal undoes the creation and keeps the hit below (an attempt is an attempt); 'exists'
    -- undoes both (a replay is not counted, as when the key is looked up first).
    BEGIN
      v_rows := starlit_insert_rows(p_before, true);
      v_posted := starlit_post_entries(p_transfer, p_legs, p_debtor);
      IF v_posted.o_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SL409', MESSAGE = 'exists';
      END IF;
      v_rows := v_rows || starlit_insert_rows(p_after, jsonb_array_length(p_before) = 0);
      -- The wallets' row locks last: held from here to the commit.
      PERFORM starlit_move_balances(v_posted.o_moved, v_posted.o_deltas, p_transfer->>'idempotency_key');
    EXCEPTION
      WHEN SQLSTATE 'SL402' THEN
        v_refusal := 'insufficient';
      WHEN SQLSTATE 'SLDBT' THEN
        v_refusal := 'restricted';
    END;
    -- The hit comes last: an address's row is shared by all of its requests, so its lock is held
    -- only until the commit that follows. Past a limit, everything is undone.
    SELECT max(retry_after) INTO v_wait FROM starlit_hit_limits(p_limits, p_window_seconds, p_now) WHERE over;
    IF v_wait IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'SL429', MESSAGE = v_wait::text;
    END IF;
  EXCEPTION
    WHEN SQLSTATE 'SL429' THEN
      -- The hit past the limit is undone with the rest: the count stays at the limit, so every
      -- further attempt in the window is refused too, with the same Retry-After.
      RETURN jsonb_build_object('status', 'limited', 'retry_after', SQLERRM::integer);
    WHEN SQLSTATE 'SL409' THEN
      RETURN jsonb_build_object('status', 'exists');
  END;
  IF v_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('status', v_refusal);
  END IF;
  RETURN jsonb_build_object(
    'status', 'created',
    'rows', v_rows,
    'debtor', (
      SELECT jsonb_build_object(
        'display_name', u.display_name,
        'avatar_url', u.avatar_url,
        'wallets', coalesce((
          SELECT jsonb_object_agg(a.currency, a.balance) FROM ledger_accounts a
          WHERE a.owner = p_debtor AND a.code = 'wallet'
        ), '{}'::jsonb)
      )
      FROM users u WHERE p_debtor IS NOT NULL AND u.id = p_debtor::uuid
    )
  );
END $$;
