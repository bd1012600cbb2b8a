import { sandboxDeliveries } from '@/server/src/db/schema';
import { createPaymentDeps } from '@/server/src/modules/payments/deps';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '../helpers/test-app';
import { createWalletApp } from '../wallet/helpers';

/** The official SDK, unchanged, against the stand-in's Connect endpoints. */
describe('the Stripe stand-in: Connect', () => {
  let testApp: TestApp;
  let stripe: Stripe;

  beforeAll(async () => {
    testApp = await createWalletApp();
    stripe = createPaymentDeps(testApp.app, testApp.config, testApp.database.db, () => new Date()).stripe!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function enabledAccount() {
    const account = await stripe.accounts.create({ type: 'express', country: 'US', capabilities: { transfers: { requested: true } } });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/wallet/payouts?onboarding=refresh',
      return_url: 'http://localhost:3000/wallet/payouts?onboarding=return',
    });
    const page = await testApp.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label>Bank account number<input name="account_number"');
    const fields =
      'first_name=A&last_name=B&dob=1990-01-01&line1=x&city=y&postal_code=1&account_number=000123456789&tos=accepted&outcome=verified';
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: new URL(link.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: fields,
    });
    expect(submitted.headers.location).toBe('http://localhost:3000/wallet/payouts?onboarding=return');
    return account;
  }

  it('creates an Express account with everything due, and reads it back enabled after onboarding', async () => {
    const account = await stripe.accounts.create({ type: 'express', country: 'GB', capabilities: { transfers: { requested: true } } });
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      country: 'GB',
      default_currency: 'gbp',
      details_submitted: false,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      requirements: { disabled_reason: 'requirements.past_due' },
    });
    expect(account.requirements!.currently_due).toEqual(expect.arrayContaining(['external_account', 'tos_acceptance.date']));
    const enabled = await stripe.accounts.retrieve((await enabledAccount()).id);
    expect(enabled).toMatchObject({ payouts_enabled: true, details_submitted: true, capabilities: { transfers: 'active' } });
    expect(enabled.requirements).toMatchObject({ currently_due: [], disabled_reason: null });
    await expect(stripe.accounts.create({ type: 'express', country: 'KP' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'country',
    });
  });

  it('answers one transfer to one Idempotency-Key, refuses a destination without transfers, and pays out on the connected account', async () => {
    const account = await enabledAccount();
    const params = { amount: 1500, currency: 'usd', destination: account.id, metadata: { payout_id: 'p-1' } };
    const first = await stripe.transfers.create(params, { idempotencyKey: 'transfer-key-1' });
    const again = await stripe.transfers.create(params, { idempotencyKey: 'transfer-key-1' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      object: 'transfer',
      amount: 1500,
      currency: 'usd',
      destination: account.id,
      reversed: false,
      metadata: { payout_id: 'p-1' },
    });
    const fresh = await stripe.accounts.create({ type: 'express', country: 'US', capabilities: { transfers: { requested: true } } });
    await expect(stripe.transfers.create({ ...params, destination: fresh.id })).rejects.toMatchObject({
      code: 'insufficient_capabilities_for_transfer',
    });

    await expect(stripe.payouts.create({ amount: 1501, currency: 'usd' }, { stripeAccount: account.id })).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
    const payout = await stripe.payouts.create(
      { amount: 1500, currency: 'usd', metadata: { payout_id: 'p-1' } },
      { stripeAccount: account.id },
    );
    expect(payout).toMatchObject({ object: 'payout', status: 'pending', amount: 1500, metadata: { payout_id: 'p-1' } });
    expect((await stripe.payouts.list({}, { stripeAccount: account.id })).data.map((item) => item.id)).toEqual([payout.id]);
  });

  it("sends connected accounts' events to the Connect endpoint, naming the account, signed with the Connect secret only", async () => {
    const account = await enabledAccount();
    const rows = await testApp.database.db
      .select()
      .from(sandboxDeliveries)
      .where(eq(sandboxDeliveries.url, '/paymee/payout/v1/stripe/connect-webhook/'));
    const updated = rows
      .map((row) => JSON.parse(row.body))
      .find((event) => event.type === 'account.updated' && event.account === account.id);
    expect(updated).toMatchObject({ object: 'event', account: account.id, data: { object: { id: account.id, payouts_enabled: true } } });
    const row = rows.find((candidate) => JSON.parse(candidate.body).id === updated.id)!;
    expect(row.signWith).toBe('stripe-connect');
    const signed = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: row.body, secret });
    expect(
      stripe.webhooks.constructEvent(
        row.body,
        signed(testApp.config.payouts.connectWebhookSecret!),
        testApp.config.payouts.connectWebhookSecret!,
      ).id,
    ).toBe(updated.id);
    const platformSigned = await testApp.app.inject({
      method: 'POST',
      url: '/paymee/payout/v1/stripe/connect-webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(testApp.config.payments.stripe.webhookSecret!) },
      payload: row.body,
    });
    expect(platformSigned.statusCode).toBe(400);
  });
});
