import { gifts, payoutAccounts, payouts, sandboxObjects } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import { accountRestricted } from '@/server/src/modules/payouts/eligibility';
import { requestPayout as requestPayoutDirectly } from '@/server/src/modules/payouts/service';
import { postTransfer } from '@/server/src/modules/wallet/ledger';
import { verifyLedger } from '@/server/src/modules/wallet/verify';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { get, post } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';
import { adjust, balances, createWalletApp, deliverWebhooks, expectLedgerClean, seededUser } from '../wallet/helpers';
import { ACCOUNT, bankAnswers, CONNECT_WEBHOOK, LINK, onboard, PAYOUTS, readyCreator, requestPayout, summary } from './helpers';

describe(`payouts on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const rowOf = async (id: string) => (await testApp.database.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const stripeAccounts = async () =>
    (
      await testApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, 'account'))
    )[0]!.n;

  it('refuses a country Stripe Connect cannot pay out to, before anything is created', async () => {
    const user = await seededUser(testApp);
    const before = await stripeAccounts();
    const answer = await post(testApp.app, ACCOUNT, { country: 'ru' }, { bearer: user.bearer });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'PAYOUT_COUNTRY_UNSUPPORTED', message: 'Payouts cannot be sent to bank accounts in RU.' });
    expect(await stripeAccounts()).toBe(before);
    expect(await testApp.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.userId))).toEqual([]);
    expect((await summary(testApp.app, user)).json().data.account).toBeNull();
  });

  it('shows what Stripe lists as due until the details are in, then enabled; the link returns in the language and is single use', async () => {
    const { app } = testApp;
    const user = await seededUser(testApp);
    const created = await post(app, ACCOUNT, { country: 'TH' }, { bearer: user.bearer });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ country: 'TH', state: 'details_needed', payouts_enabled: false });
    expect(created.json().data.currently_due).toContain('external_account');

    const partial = await onboard(app, user, { country: 'TH', omit: ['account_number', 'dob'], language: 'th' });
    expect(partial.returnedTo).toBe('http://localhost:3000/th/wallet/payouts?onboarding=return');
    expect((await summary(app, user)).json().data.account).toMatchObject({
      state: 'details_needed',
      currently_due: ['individual.dob.day', 'individual.dob.month', 'individual.dob.year', 'external_account'],
    });
    const reopened = await app.inject({ method: 'GET', url: new URL(partial.link.url).pathname });
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toBe('http://localhost:3000/th/wallet/payouts?onboarding=refresh');

    await onboard(app, user, { country: 'TH' });
    expect((await summary(app, user)).json().data.account).toMatchObject({
      country: 'TH',
      state: 'enabled',
      currently_due: [],
      details_submitted: true,
      payouts_enabled: true,
    });
    // Setting up again answers the same account.
    expect((await post(app, ACCOUNT, { country: 'TH' }, { bearer: user.bearer })).json().data.state).toBe('enabled');
    expect(await testApp.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.userId))).toHaveLength(1);
  });

  it('shows under review and restricted as Stripe decides them', async () => {
    const reviewed = await seededUser(testApp);
    await onboard(testApp.app, reviewed, { outcome: 'review' });
    expect((await summary(testApp.app, reviewed)).json().data.account).toMatchObject({
      state: 'under_review',
      disabled_reason: 'requirements.pending_verification',
    });
    const rejected = await seededUser(testApp);
    await onboard(testApp.app, rejected, { outcome: 'reject' });
    expect((await summary(testApp.app, rejected)).json().data.account).toMatchObject({
      state: 'restricted',
      disabled_reason: 'rejected.other',
    });
    const refused = await requestPayout(testApp.app, rejected, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PAYOUT_ACCOUNT_NOT_READY');
  });

  it('answers the available TVS, its USD value at the rate, and the minimum', async () => {
    const user = await readyCreator(testApp, 12_345);
    expect((await summary(testApp.app, user)).json().data).toMatchObject({
      available: { amount: 12_345, currency: 'TVS', exponent: 2 },
      available_usd: { amount: 1234, currency: 'USD', exponent: 2 },
      minimum_usd: { amount: 1000, currency: 'USD', exponent: 2 },
      minimum: { amount: 10_000, currency: 'TVS', exponent: 2 },
      usd_cents_per_tvs: 10,
    });
  });

  it('counts gift earnings past their hold as available and pays them out, with no balance read before', async () => {
    const creator = await creatorWithChannel(testApp);
    await onboard(testApp.app, creator);
    const fan = await seededUser(testApp);
    await adjust(testApp.app, fan, 'STAR', 1_250);
    expect((await sendGift(testApp.app, fan, creator.slug, { stars: 1_250 })).statusCode).toBe(200);
    expect((await summary(testApp.app, creator)).json().data.available.amount).toBe(0);

    await testApp.database.db
      .update(gifts)
      .set({ releasesAt: sql`${gifts.releasesAt} - interval '8 days'` })
      .where(eq(gifts.creatorId, creator.userId));
    expect((await summary(testApp.app, creator)).json().data.available.amount).toBe(10_000);
    const paid = await requestPayout(testApp.app, creator, 10_000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.amount.amount).toBe(10_000);
  });

  it('pays out: the TVS leave the wallet, Stripe transfers the USD, and the bank paying it completes the payout', async () => {
    const { app } = testApp;
    const creator = await readyCreator(testApp, 20_000);
    const answer = await requestPayout(app, creator, 15_000);
    expect(answer.statusCode).toBe(200);
    const payout = answer.json().data;
    expect(payout).toMatchObject({
      status: 'in_transit',
      amount: { amount: 15_000, currency: 'TVS' },
      usd: { amount: 1500, currency: 'USD' },
      paid_at: null,
    });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 5000 });
    const row = await rowOf(payout.id);
    expect(row.transferId).toMatch(/^tr_/);
    expect(row.stripePayoutId).toMatch(/^po_/);
    await expectLedgerClean(testApp);

    await bankAnswers(app, row.stripePayoutId!, 'paid');
    const receipt = await get(app, `${PAYOUTS}${payout.id}/`, { bearer: creator.bearer });
    expect(receipt.json().data).toMatchObject({ status: 'paid', failure_message: null });
    expect(receipt.json().data.paid_at).toEqual(expect.any(String));
    const history = await get(app, PAYOUTS, { bearer: creator.bearer });
    expect(history.json()).toMatchObject({ data: [{ id: payout.id, status: 'paid' }], meta: { page: 1, total: 1 } });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 5000 });
    await expectLedgerClean(testApp);
  });

  it('returns a failed payout to the balance once, and takes the transfer back from the connected account', async () => {
    const { app } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    const payout = (await requestPayout(app, creator, 10_000)).json().data;
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 0 });
    await bankAnswers(app, (await rowOf(payout.id)).stripePayoutId!, 'failed');
    // The reversal's own event arrives after the failure was handled; it must not return the TVS again.
    await deliverWebhooks(app);
    const row = await rowOf(payout.id);
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'The bank account has been closed.' });
    expect(row.reversalId).toMatch(/^trr_/);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    expect((await get(app, `${PAYOUTS}${payout.id}/`, { bearer: creator.bearer })).json().data).toMatchObject({
      status: 'failed',
      failure_message: 'The bank account has been closed.',
    });
    await expectLedgerClean(testApp);
  });

  it('refuses below the minimum, without an account, with another body for a key; answers the same payout to the same key', async () => {
    const { app } = testApp;
    const creator = await readyCreator(testApp, 30_000);
    const small = await requestPayout(app, creator, 9_999);
    expect(small.statusCode).toBe(400);
    expect(small.json().code).toBe('PAYOUT_BELOW_MINIMUM');
    const first = await requestPayout(app, creator, 10_000, 'payout-key-0001');
    const again = await requestPayout(app, creator, 10_000, 'payout-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await requestPayout(app, creator, 12_000, 'payout-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 20_000 });

    const stranger = await seededUser(testApp);
    await adjust(app, stranger, 'TVS', 50_000);
    const notSetUp = await requestPayout(app, stranger, 10_000);
    expect(notSetUp.statusCode).toBe(409);
    expect(notSetUp.json().code).toBe('PAYOUT_ACCOUNT_NOT_READY');
    expect(await balances(app, stranger)).toEqual({ STAR: 0, TVS: 50_000 });
  });

  it('shows a payout only to its owner (404 to anyone else)', async () => {
    const { app } = testApp;
    const creator = await readyCreator(testApp, 10_000);
    const payout = (await requestPayout(app, creator, 10_000)).json().data;
    const other = await seededUser(testApp);
    const peek = await get(app, `${PAYOUTS}${payout.id}/`, { bearer: other.bearer });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('PAYOUT_NOT_FOUND');
    expect((await get(app, PAYOUTS, { bearer: other.bearer })).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await summary(app, other)).json().data.account).toBeNull();
    expect((await post(app, LINK, { language: 'en' }, { bearer: other.bearer })).statusCode).toBe(409);
  });

  it('has ledger verification report TVS in flight that no open payout accounts for', async () => {
    const creator = await readyCreator(testApp, 10_000);
    const payout = (await requestPayout(testApp.app, creator, 10_000)).json().data;
    await expectLedgerClean(testApp);
    // A payout marked paid without its ledger transfer: the TVS would be counted in flight and paid at once.
    await testApp.database.db.update(payouts).set({ status: 'paid' }).where(eq(payouts.id, payout.id));
    expect((await verifyLedger(testApp.database.db)).map((violation) => violation.rule).sort()).toEqual([
      'payouts_in_flight_mismatch',
      'payouts_paid_mismatch',
    ]);
    await testApp.database.db.update(payouts).set({ status: 'in_transit' }).where(eq(payouts.id, payout.id));
    await expectLedgerClean(testApp);
  });

  it("returns the TVS and takes the transfer back when Stripe refuses the connected account's payout", async () => {
    const creator = await readyCreator(testApp, 10_000);
    const { config, database, app } = testApp;
    const real = createPaymentDeps(app, config, database.db, () => new Date());
    const stripe = real.stripe!;
    // Stripe's own refusal at the edge: the transfer goes through, the bank payout is refused.
    const refusing = Object.create(stripe, {
      payouts: {
        value: {
          create: () =>
            Promise.reject(
              new Stripe.errors.StripeInvalidRequestError({
                type: 'invalid_request_error',
                message: 'Payouts are not allowed for this account.',
              }),
            ),
        },
      },
    }) as Stripe;
    const deps = { ...real, stripe: refusing, restrictions: [] };
    const payout = await requestPayoutDirectly(deps, { userId: creator.userId, ip: '192.0.2.1' }, 'refused-payout-key', { amount: 10_000 });
    expect(payout).toMatchObject({ status: 'failed', failure_message: 'Payouts are not allowed for this account.' });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    const row = await rowOf(payout.id);
    expect(row.transferId).toMatch(/^tr_/);
    expect(row.reversalId).toMatch(/^trr_/);
    expect(await stripe.transfers.retrieve(row.transferId!)).toMatchObject({ reversed: true, amount_reversed: 1000 });
    await deliverWebhooks(app);
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    await expectLedgerClean(testApp);
  });

  it('refuses a Connect event whose signature does not verify', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: CONNECT_WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'payout.failed', data: { object: {} } }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('PROVIDER_SIGNATURE_INVALID');
  });

  it('refuses a creator who owes the platform after a refund (a debt in the ledger) with 403 ACCOUNT_RESTRICTED', async () => {
    const creator = await readyCreator(testApp, 10_000);
    const { database, app } = testApp;
    await database.db.transaction((tx) =>
      postTransfer(tx, {
        idempotencyKey: `test-debt:${creator.userId}`,
        kind: 'refund',
        legs: [
          { account: { userId: creator.userId, code: 'debt' }, currency: 'STAR', amount: -5 },
          { account: { platform: 'adjustments' }, currency: 'STAR', amount: 5 },
        ],
      }),
    );
    const answer = await requestPayout(app, creator, 10_000);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('ACCOUNT_RESTRICTED');
    expect(await database.db.select().from(payouts).where(eq(payouts.userId, creator.userId))).toEqual([]);
  });

  it('refuses a restricted user (the debt hook) with 403 ACCOUNT_RESTRICTED and moves nothing', async () => {
    const creator = await readyCreator(testApp, 10_000);
    const { config, database, app } = testApp;
    const deps = {
      ...createPaymentDeps(app, config, database.db, () => new Date()),
      restrictions: [
        async () => {
          throw accountRestricted();
        },
      ],
    };
    await expect(
      requestPayoutDirectly(deps, { userId: creator.userId, ip: '192.0.2.1' }, 'restricted-key', { amount: 10_000 }),
    ).rejects.toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_RESTRICTED',
    });
    expect(await balances(app, creator)).toEqual({ STAR: 0, TVS: 10_000 });
    expect(await database.db.select().from(payouts).where(eq(payouts.userId, creator.userId))).toEqual([]);
  });
});
