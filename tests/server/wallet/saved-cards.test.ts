import type { FastifyInstance } from 'fastify';
import { signedUrl as signed, testConfig, type TestApp } from '../helpers/test-app';
import {
  balances,
  checkout,
  createWalletApp,
  get,
  MY_METHODS,
  newUser,
  payInBrowser,
  post,
  savedCard,
  STRIPE_CALLBACK,
  type SignedInUser,
} from './helpers';

describe(`saved cards on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function saveCard(app: FastifyInstance, user: SignedInUser, number: string) {
    const created = await post(app, MY_METHODS, undefined, { bearer: user.bearer });
    expect(created.statusCode).toBe(201);
    const { client_secret: clientSecret, setup_intent_id: setupIntentId } = created.json().data;
    expect(clientSecret.startsWith(`${setupIntentId}_secret_`)).toBe(true);
    const confirmed = await payInBrowser(app, clientSecret, number);
    if (confirmed.status !== 'requires_action') return confirmed;
    const back = await app.inject({
      method: 'POST',
      url: new URL(confirmed.next_action.redirect_to_url.url).pathname,
      payload: 'action=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(String(back.headers.location)).searchParams.get('setup_intent')).toBe(setupIntentId);
    return confirmed;
  }

  const remove = (app: FastifyInstance, user: SignedInUser, id: string) =>
    app.inject({ method: 'DELETE', url: signed(`${MY_METHODS}${id}/`), headers: { authorization: `Bearer ${user.bearer}` } });

  it('saves cards through SetupIntents, lists them default first, switches and promotes the default', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'cards');
    expect((await get(app, MY_METHODS, { bearer: user.bearer })).json()).toEqual({ data: [] });
    expect((await saveCard(app, user, '4242424242424242')).status).toBe('succeeded');
    expect((await saveCard(app, user, '5555555555554444')).status).toBe('succeeded');
    const declined = await saveCard(app, user, '4000000000000002');
    expect(declined.last_setup_error.message).toBe('Your card was declined.');

    const listed = (await get(app, MY_METHODS, { bearer: user.bearer })).json().data;
    expect(listed).toEqual([
      { id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, is_default: true },
      { id: expect.stringMatching(/^pm_/), brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2040, is_default: false },
    ]);
    const [visa, mastercard] = listed;
    const switched = await post(app, `${MY_METHODS}${mastercard.id}/set-as-default/`, undefined, { bearer: user.bearer });
    expect(switched.json().data.map((card: { last4: string; is_default: boolean }) => [card.last4, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const afterDelete = await remove(app, user, mastercard.id);
    expect(afterDelete.json().data).toEqual([{ ...visa, is_default: true }]);

    const stranger = await newUser(app, 'cards-stranger');
    expect((await remove(app, stranger, visa.id)).json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect((await post(app, `${MY_METHODS}${visa.id}/set-as-default/`, undefined, { bearer: stranger.bearer })).statusCode).toBe(404);
    const theft = await checkout(app, stranger, { package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: visa.id });
    expect(theft.json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
  });

  it('charges a saved card on the server: success at once, 402 on decline, next action for 3-D Secure', async () => {
    const { app } = testApp;
    const user = await newUser(app, 'cards-charge');
    for (const number of ['4242424242424242', '4000000000000002', '4000000000003220']) await saveCard(app, user, number);
    const cards = (await get(app, MY_METHODS, { bearer: user.bearer })).json().data as { id: string; last4: string }[];
    const id = (last4: string) => cards.find((card) => card.last4 === last4)?.id;
    // 0002 is refused already when saved, so only two cards are on file.
    expect(cards.map((card) => card.last4).sort()).toEqual(['3220', '4242']);

    const paid = await checkout(app, user, { package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: id('4242') });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      order: { status: 'succeeded', method: { card: { last4: '4242' } } },
      client_secret: null,
      next_action: null,
    });
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });

    const secure = await checkout(
      app,
      user,
      { package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: id('3220') },
      'saved-3ds-key',
    );
    expect(secure.json().data.order.status).toBe('pending');
    const action = secure.json().data.next_action;
    expect(action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: 'http://localhost:3000/get-star' } });
    const replay = await checkout(
      app,
      user,
      { package_id: 'stars_100', method: 'card', country: 'US', payment_method_id: id('3220') },
      'saved-3ds-key',
    );
    expect(replay.json().data).toEqual(secure.json().data);
    const path = new URL(action.redirect_to_url.url).pathname;
    const back = await app.inject({
      method: 'POST',
      url: path,
      payload: 'action=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const clientSecret = new URL(String(back.headers.location)).searchParams.get('payment_intent_client_secret')!;
    const failed = await post(app, STRIPE_CALLBACK, { clientSecret }, { bearer: user.bearer });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toMatch(/unable to authenticate/);
    expect(await balances(app, user)).toEqual({ STAR: 100, TVS: 0 });
  });

  it("refuses, as Stripe does, to confirm a payment or a card setup with another customer's saved card", async () => {
    const { app } = testApp;
    const victim = await newUser(app, 'cards-victim');
    const card = await savedCard(app, victim);
    const thief = await newUser(app, 'cards-thief');
    const confirmWith = (clientSecret: string) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/stripe/v1/${clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents'}/${clientSecret.split('_secret_')[0]}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams({
          key: testConfig().payments.stripe.publishableKey!,
          client_secret: clientSecret,
          payment_method: card,
          return_url: 'http://localhost:3000/get-star',
        }).toString(),
      });

    // The thief's own checkout: a PaymentIntent without a customer, as for any new card.
    const order = (await checkout(app, thief, { package_id: 'stars_100', method: 'card', country: 'US' })).json().data;
    const payment = await confirmWith(order.client_secret);
    expect(payment.statusCode).toBe(400);
    expect(payment.json().error).toMatchObject({
      type: 'invalid_request_error',
      param: 'payment_method',
      message: expect.stringContaining(`belongs to the Customer`),
    });
    // The thief's own SetupIntent: its customer is the thief's, not the card's.
    const setup = (await post(app, MY_METHODS, undefined, { bearer: thief.bearer })).json().data;
    const saving = await confirmWith(setup.client_secret);
    expect(saving.statusCode).toBe(400);
    expect(saving.json().error).toMatchObject({
      type: 'invalid_request_error',
      message: `The customer does not have a payment method with the ID ${card}. The payment method must be attached to the customer.`,
    });

    const settled = await post(app, STRIPE_CALLBACK, { clientSecret: order.client_secret }, { bearer: thief.bearer });
    expect(settled.json().code).toBe('PM0003');
    expect(await balances(app, thief)).toEqual({ STAR: 0, TVS: 0 });
    expect((await get(app, MY_METHODS, { bearer: thief.bearer })).json().data).toEqual([]);
  });
});
