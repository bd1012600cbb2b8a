import { loopbackFetch } from '@/server/src/providers/loopback';
import { createStripeClient } from '@/server/src/providers/stripe';
import { DISPUTED_CARD } from '@/server/src/sandbox/stripe/cards';
import type Stripe from 'stripe';
import { pendingTvs } from '../gifts/helpers';
import type { TestApp } from '../helpers/test-app';
import {
  balances,
  checkout,
  createWalletApp,
  deliverWebhooks,
  expectLedgerClean,
  payInBrowser,
  post,
  seededUser,
  STRIPE_CALLBACK,
  type SignedInUser,
} from '../wallet/helpers';
import { MY_CHARGES, creatorWithTier, join, myMemberships, read, renewAfter } from './helpers';

describe(`memberships paid with refunded stars on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;
  let stripe: Stripe;

  beforeAll(async () => {
    testApp = await createWalletApp();
    const { payments } = testApp.config;
    stripe = createStripeClient(payments.stripe, loopbackFetch(testApp.app, payments.publicApiUrl))!;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** Buys 100 STAR by card; answers the PaymentIntent id. */
  async function buy(user: SignedInUser, card = '4242424242424242') {
    const { app } = testApp;
    const started = (await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    await payInBrowser(app, started.client_secret, card);
    const settled = await post(app, STRIPE_CALLBACK, { clientSecret: started.client_secret }, { bearer: user.bearer });
    expect(settled.json().data.status).toBe('succeeded');
    return started.client_secret.split('_secret_')[0] as string;
  }

  it('lapses a membership at once, reason refund, when a refund takes back the stars that paid it', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 60);
    const fan = await seededUser(testApp);
    const intent = await buy(fan);
    expect((await join(app, fan, creator.slug, tier.id)).statusCode).toBe(201);
    expect(await balances(app, fan)).toEqual({ STAR: 40, TVS: 0 });

    await stripe.refunds.create({ payment_intent: intent });
    await deliverWebhooks(app);
    const [lapsed] = await myMemberships(app, fan);
    expect(lapsed).toMatchObject({ state: 'lapsed', lapse_reason: 'refund', next_renewal_at: null });
    expect(lapsed!.lapsed_at).not.toBeNull();
    expect(await pendingTvs(app, creator)).toBe(0);
    // Nothing left to renew: the next round charges nothing.
    expect((await renewAfter(app, 32)).charged).toBe(0);
    await expectLedgerClean(testApp);
  });

  it('lapses it too when a dispute freezes the purchase; a refund the wallet covers leaves it alone', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 30);
    const disputer = await seededUser(testApp);
    await buy(disputer, DISPUTED_CARD);
    await join(app, disputer, creator.slug, tier.id);
    await deliverWebhooks(app);
    expect((await myMemberships(app, disputer))[0]).toMatchObject({ state: 'lapsed', lapse_reason: 'refund' });

    const covered = await seededUser(testApp);
    const first = await buy(covered);
    await buy(covered);
    await join(app, covered, creator.slug, tier.id);
    await stripe.refunds.create({ payment_intent: first });
    await deliverWebhooks(app);
    // 170 STAR in the wallet paid the 100 back: the membership's payment stands.
    expect(await balances(app, covered)).toEqual({ STAR: 70, TVS: 0 });
    expect((await myMemberships(app, covered))[0]).toMatchObject({ state: 'active', lapse_reason: null });
    await expectLedgerClean(testApp);
  });
  it('ends the same way whichever comes first, a refund of the stars or the renewal they would pay', async () => {
    const { app } = testApp;
    const { creator, tier } = await creatorWithTier(testApp, 40);
    for (let round = 0; round < 3; round += 1) {
      const fan = await seededUser(testApp);
      const intent = await buy(fan);
      expect((await join(app, fan, creator.slug, tier.id)).statusCode).toBe(201);
      await stripe.refunds.create({ payment_intent: intent });
      // The refund's webhook and the renewal round that would charge the second month, at once.
      await Promise.all([renewAfter(app, 32), deliverWebhooks(app)]);
      await deliverWebhooks(app);
      // The join, and at most the one renewal that won the race.
      expect(((await read(app, MY_CHARGES, fan)).json().data as unknown[]).length).toBeLessThanOrEqual(2);
      const [mine] = await myMemberships(app, fan);
      expect(mine).toMatchObject({ state: 'lapsed', lapse_reason: 'refund', next_renewal_at: null });
      // The refund took back all 100 STAR: what the wallet lacked is a debt, not a balance.
      expect((await balances(app, fan)).STAR).toBe(0);
    }
    expect(await pendingTvs(app, creator)).toBe(0);
    await expectLedgerClean(testApp);
  });
});
