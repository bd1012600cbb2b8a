-- Written by hand (drizzle-kit does not model functions): the ledger's transfer and the money
-- creates' fast path as database functions, so a gift or a TVS checkout is one round trip
-- (issue 24: every statement is a socket write and a wait on the API's busy event loop, and the
-- wallets' row locks were held across those waits). The rules are the ones ledger.ts documents;
-- the callers are postTransfer (wallet/ledger.ts) and createWithTransfer (money/create-with-transfer.ts).

-- One transfer: accounts created on first use (in a fixed order, so two first uses cannot
-- deadlock), the transfer (nothing when its idempotency key or external reference was posted:
-- answers null), its entries, then the user accounts' cached balances under row locks taken in id
-- order and last. Raises SLDBT (403) when `p_debtor` owes the platform, SL402 when a user wallet
-- would go below zero, and a plain error when a pending or debt account would cross zero (a bug).
CREATE FUNCTION "starlit_post_transfer"("p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_accounts uuid[];
  v_amounts bigint[];
  v_complete boolean;
  v_moved uuid[];
  v_deltas bigint[];
  v_refused text;
BEGIN
  IF p_debtor IS NOT NULL AND EXISTS (
    SELECT 1 FROM ledger_accounts WHERE owner = p_debtor AND code = 'debt' AND balance < 0
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'SLDBT', MESSAGE = 'account restricted';
  END IF;
  -- The legs' accounts, in leg order (read once; created when missing).
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
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, currency)
    SELECT v_id, a.id, l.amount, a.currency
    FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS l(account, amount, ord)
    JOIN ledger_accounts a ON a.id = l.account
    ORDER BY l.ord;
  -- User accounts move their cached balance under row locks taken in id order, and last; a move
  -- that would cross zero is refused and the raise undoes the transfer whole.
  SELECT array_agg(id ORDER BY id), array_agg(delta ORDER BY id) INTO v_moved, v_deltas
    FROM (
      SELECT a.id, sum(l.amount) AS delta
      FROM unnest(v_accounts, v_amounts) AS l(account, amount)
      JOIN ledger_accounts a ON a.id = l.account
      WHERE a.user_id IS NOT NULL
      GROUP BY a.id
    ) AS moves;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_moved) ORDER BY id FOR NO KEY UPDATE;
  -- The guard is evaluated on each row's latest version; a refused move leaves its row as it was.
  WITH moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM unnest(v_moved, v_deltas) AS d(id, delta)
      WHERE a.id = d.id AND CASE WHEN a.code = 'debt' THEN a.balance + d.delta <= 0 ELSE a.balance + d.delta >= 0 END
      RETURNING a.id
  )
  SELECT string_agg(DISTINCT a.code, ',') INTO v_refused
    FROM ledger_accounts a
    WHERE a.id = ANY (v_moved) AND a.id NOT IN (SELECT id FROM moved);
  IF v_refused LIKE '%wallet%' THEN
    RAISE EXCEPTION USING ERRCODE = 'SL402', MESSAGE = 'insufficient balance';
  ELSIF v_refused IS NOT NULL THEN
    RAISE EXCEPTION 'Transfer % would take a % account past zero', p_transfer->>'idempotency_key', v_refused;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint

-- Inserts `p_row` (column name → value; columns left out take their defaults) into `p_table`;
-- answers the row, or null when it conflicts with a row already there.
CREATE FUNCTION "starlit_insert_row"("p_table" regclass, "p_row" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_columns text;
  v_row jsonb;
BEGIN
  SELECT string_agg(quote_ident(key), ', ') INTO v_columns FROM jsonb_object_keys(p_row) AS key;
  EXECUTE format(
    'INSERT INTO %s AS t (%s) SELECT %s FROM jsonb_populate_record(null::%s, $1) ON CONFLICT DO NOTHING RETURNING to_jsonb(t.*)',
    p_table, v_columns, v_columns, p_table
  ) INTO v_row USING p_row;
  RETURN v_row;
END $$;
--> statement-breakpoint

-- One hit on each key of `p_limits` ([{key, most}]) in its fixed window of `p_window_seconds`, in one
-- statement, so concurrent API processes never lose a hit: a window that has closed starts again
-- at `p_now` with this hit. Answers each key's count, the seconds until its window closes (1 at
-- least, the window at most) and whether the count is past `most` (never when it is null). The
-- sign-in limits (auth/rate-limit.ts) and the money creates count through it.
CREATE FUNCTION "starlit_hit_limits"("p_limits" jsonb, "p_window_seconds" integer, "p_now" timestamptz)
RETURNS TABLE ("key" text, "count" integer, "retry_after" integer, "over" boolean)
LANGUAGE sql AS $$
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
  FROM hits h JOIN wanted w ON w.key = h.key
$$;
--> statement-breakpoint

-- Inserts the rows of `p_items` ([{table, row}]) in order and answers them. When `p_keyed`, the
-- first row carries the caller's Idempotency-Key and its conflict raises SL409 ('exists'); any
-- other conflict is a bug.
CREATE FUNCTION "starlit_insert_rows"("p_items" jsonb, "p_keyed" boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_rows jsonb := '[]'::jsonb;
  v_row jsonb;
  v_item jsonb;
BEGIN
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    v_row := starlit_insert_row((v_item->>'table')::regclass, v_item->'row');
    IF v_row IS NULL AND p_keyed AND jsonb_array_length(v_rows) = 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'SL409', MESSAGE = 'exists';
    ELSIF v_row IS NULL THEN
      RAISE EXCEPTION 'A row of % conflicts', v_item->>'table';
    END IF;
    v_rows := v_rows || jsonb_build_array(v_row);
  END LOOP;
  RETURN v_rows;
END $$;
--> statement-breakpoint

-- The fresh path of a money create (a TVS checkout, a gift) in one call, as one transaction:
--  1. 'slow' when `p_due_earnings_of` has gift earnings past their hold (the caller releases them first);
--  2. the rows of `p_before` (the first one keyed by the caller's Idempotency-Key), the transfer, the
--     rows of `p_after`; 'exists' when the key's row or transfer is there already (the caller
--     replays it), 'insufficient' or 'restricted' from the transfer;
--  3. one hit on each rate-limit key of `p_limits` (`starlit_hit_limits`); 'limited' with
--     `retry_after` past a limit.
-- Only 'created' writes the rows and the transfer ('insufficient' and 'restricted' keep the hit).
-- 'created' answers the rows in order, and the debtor's wallets and name, which a gift's answer shows.
CREATE FUNCTION "starlit_money_create"(
  "p_now" timestamptz, "p_due_earnings_of" uuid,
  "p_limits" jsonb, "p_window_seconds" integer,
  "p_before" jsonb, "p_transfer" jsonb, "p_legs" jsonb, "p_debtor" text, "p_after" jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_wait integer;
  v_rows jsonb := '[]'::jsonb;
  v_refusal text;
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
      IF starlit_post_transfer(p_transfer, p_legs, p_debtor) IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SL409', MESSAGE = 'exists';
      END IF;
      v_rows := v_rows || starlit_insert_rows(p_after, jsonb_array_length(p_before) = 0);
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
