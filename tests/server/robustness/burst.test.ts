import type { TestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import {
  adjust,
  balances,
  checkout,
  createWalletApp,
  expectLedgerClean,
  payInBrowser,
  post,
  seededUser,
  STRIPE_CALLBACK,
  type SignedInUser,
} from '../wallet/helpers';

const REQUESTS = 600;
/** `stars_100` costs 10.00 TVS; `stars_1000` by card credits 1,080 STAR. */
const TVS_PACKAGE = { stars: 100, tvs: 1000 };
const CARD_STARS = 1080;

// Far more requests at once than the database pool has connections: on PostgreSQL they queue for
// a connection and collide on one user's accounts; on PGlite they run one at a time.
describe(`a burst of ${REQUESTS} money requests for one user on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function paidCardOrder(user: SignedInUser): Promise<string> {
    const started = (await checkout(testApp.app, user, { package_id: 'stars_1000', method: 'card', country: 'US' })).json().data;
    await payInBrowser(testApp.app, started.client_secret, '4242424242424242');
    return started.client_secret;
  }

  it('answers every request without a 5xx, and the ledger verifies clean', async () => {
    const { app } = testApp;
    const user = await seededUser(testApp);
    const creator = await creatorWithChannel(testApp);
    await adjust(app, user, 'TVS', (REQUESTS / 2) * TVS_PACKAGE.tvs);
    await adjust(app, user, 'STAR', REQUESTS);
    const secrets = [await paidCardOrder(user), await paidCardOrder(user)];

    const kinds = ['checkout', 'checkout', 'checkout', 'gift', 'callback', 'balance'] as const;
    const sent = Array.from({ length: REQUESTS }, (_, index) => {
      const kind = kinds[index % kinds.length]!;
      const answer =
        kind === 'checkout'
          ? checkout(app, user, { package_id: 'stars_100', method: 'tvs', country: 'US' })
          : kind === 'gift'
            ? sendGift(app, user, creator.slug, { stars: 1, message: `burst ${index}` })
            : kind === 'callback'
              ? post(app, STRIPE_CALLBACK, { clientSecret: secrets[Math.floor(index / kinds.length) % 2] }, { bearer: user.bearer })
              : app.inject({ method: 'GET', url: '/billy/v5/billing/balance/', headers: { authorization: `Bearer ${user.bearer}` } });
      return answer.then((response) => ({ kind, status: response.statusCode, body: response.body }));
    });
    const answers = await Promise.all(sent);

    const failed = answers.filter((answer) => answer.status >= 500);
    expect(failed.slice(0, 3), `${failed.length} answers were 5xx`).toEqual([]);
    const ok = (kind: string) => answers.filter((answer) => answer.kind === kind && answer.status === 200).length;
    // Limits may refuse some (429), never the server.
    expect(ok('checkout') + ok('gift') + ok('callback') + ok('balance')).toBeGreaterThan(0);
    expect(await balances(app, user)).toEqual({
      STAR: REQUESTS + ok('checkout') * TVS_PACKAGE.stars - ok('gift') + 2 * CARD_STARS,
      TVS: (REQUESTS / 2 - ok('checkout')) * TVS_PACKAGE.tvs,
    });
    await expectLedgerClean(testApp);
  }, 240_000);
});
