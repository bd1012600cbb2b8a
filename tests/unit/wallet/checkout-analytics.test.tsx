import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCheckout } from '@/components/wallet/get-star/use-checkout';
import type { CheckoutRequest } from '@/contracts/checkout';
import { onAnalyticsEvent, type AnalyticsEvent } from '@/services/analytics/track';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

// The checkout call goes to the configured API host (the page's own clients): point it at the fake.
const host = vi.hoisted(() => ({ origin: '' }));
vi.mock('@/services/config/public-config', async (original) => {
  const { publicConfig } = await original<typeof import('@/services/config/public-config')>();
  return {
    publicConfig: {
      ...publicConfig,
      get apiHost() {
        return host.origin;
      },
      get billingHost() {
        return host.origin;
      },
    },
  };
});

const CHECKOUT = '/paymee/checkout/v3/checkout/';
const BALANCE = '/billy/v5/billing/balance/';
const STRIPE_CALLBACK = '/paymee/payment/v3/stripe/callback/';
const BALANCE_ANSWER = {
  status: 200,
  body: { data: { balances: [], config: { exponents: { STAR: 0, TVS: 2 }, tvs_to_star_rate: { tvs: 100, stars: 10 } } } },
};

function orderOf(status: string, method = 'tvs') {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status,
    package: { id: 'stars_100', stars: 100, bonus_stars: 0 },
    price: { amount: 1000, currency: 'TVS', exponent: 2 },
    stars: 100,
    stars_credited: status === 'succeeded' ? 100 : 0,
    method: { type: method === 'tvs' ? 'tvs' : 'card', id: method, card: null, gateway: null },
    failure_message: status === 'failed' ? 'Your card was declined.' : null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    completed_at: null,
    expires_at: '2026-01-01T00:30:00.000Z',
  };
}

const checkoutAnswer = (order: ReturnType<typeof orderOf>) => ({
  status: 201,
  body: { data: { order, client_secret: null, redirect_url: null, next_action: null } },
});

function Buyer({ request }: { request: Omit<CheckoutRequest, 'return_url'> }) {
  const { start } = useCheckout();
  return (
    <button type="button" onClick={() => void start(request)}>
      Buy
    </button>
  );
}

let api: FakeChannelApi;
let i18n: I18n;
let events: AnalyticsEvent[];
let unsubscribe: () => void;

beforeAll(async () => {
  // One API for the file: the page's clients are made once, with the host of their first call.
  api = await new FakeChannelApi().listen();
  host.origin = api.origin;
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  stubMatchMedia(false);
  i18n = await createTestI18n('en', ['common', 'wallet']);
  events = [];
  unsubscribe = onAnalyticsEvent((event) => events.push(event));
  signedInDevice(api, userNamed('tara'));
  api.script('GET', BALANCE, BALANCE_ANSWER);
});
afterEach(() => {
  unsubscribe();
  resetBrowserState();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const SLOW = { timeout: 8000 };
const TVS_100 = { package_id: 'stars_100', method: 'tvs', country: 'US' };
const named = (name: string) => events.filter((event) => event.event === name).map((event) => event.properties);

async function buy(request: Omit<CheckoutRequest, 'return_url'>) {
  renderApp(<Buyer request={request} />, { i18n, api });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy' }));
}

describe('checkout events (PostHog)', () => {
  it('sends checkout_started and checkout_completed for a checkout paid at once', async () => {
    api.script('POST', CHECKOUT, checkoutAnswer(orderOf('succeeded')));
    await buy(TVS_100);

    await screen.findByRole('dialog', { name: 'Order is completed' }, SLOW);
    const details = { platform: 'web', item: 'stars_100', amount: '1000', currency: 'TVS', payment_method: 'tvs' };
    expect(events.map((event) => event.event)).toEqual(['checkout_started', 'checkout_completed']);
    expect(named('checkout_started')).toEqual([details]);
    expect(named('checkout_completed')).toEqual([details]);
  });

  it('sends checkout_refused with the order and its reason when the saved card is declined', async () => {
    api.script('POST', CHECKOUT, checkoutAnswer(orderOf('failed', 'card')));
    await buy({ ...TVS_100, method: 'card', payment_method_id: 'pm_1' });

    await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW);
    expect(named('checkout_refused')).toEqual([
      { platform: 'web', item: 'stars_100', amount: '1000', currency: 'TVS', payment_method: 'card', reason: 'PAYMENT_FAILED' },
    ]);
  });

  it('sends checkout_refused with what the buyer chose when the API refuses the checkout', async () => {
    api.script('POST', CHECKOUT, { status: 402, body: { code: 'INSUFFICIENT_BALANCE', message: 'Not enough TVS.' } });
    await buy(TVS_100);

    await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW);
    expect(events.map((event) => event.event)).toEqual(['checkout_refused']);
    expect(named('checkout_refused')).toEqual([
      { platform: 'web', item: 'stars_100', payment_method: 'tvs', reason: 'INSUFFICIENT_BALANCE' },
    ]);
  });

  it('ends a checkout that left the page when its return settles: completed with the order', async () => {
    window.history.replaceState(null, '', '/get-star?payment_intent_client_secret=pi_1_secret_a');
    api.script('POST', STRIPE_CALLBACK, { status: 200, body: { data: { ...orderOf('succeeded', 'card') } } });
    renderApp(<p>page</p>, { i18n, api });

    await screen.findByRole('dialog', { name: 'Order is completed' }, SLOW);
    expect(named('checkout_completed')).toEqual([
      { platform: 'web', item: 'stars_100', amount: '1000', currency: 'TVS', payment_method: 'card' },
    ]);
  });

  it('ends a checkout that left the page when its return is refused, with the details this tab started it with', async () => {
    api.script('POST', CHECKOUT, {
      status: 201,
      body: { data: { order: orderOf('pending', 'card'), client_secret: null, redirect_url: null, next_action: null } },
    });
    const { unmount } = renderApp(<Buyer request={{ ...TVS_100, method: 'card', payment_method_id: 'pm_1' }} />, { i18n, api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(named('checkout_started')).toHaveLength(1));
    unmount();

    window.history.replaceState(null, '', '/get-star?gateway=eghl&TxnId=T-1&TxnStatus=1');
    api.script('POST', '/paymee/payment/v3/redirect-callback/', { status: 402, body: { code: 'PAYMENT_FAILED', message: 'Cancelled.' } });
    renderApp(<p>page</p>, { i18n, api });

    await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW);
    expect(named('checkout_refused')).toEqual([
      { platform: 'web', item: 'stars_100', amount: '1000', currency: 'TVS', payment_method: 'card', reason: 'PAYMENT_FAILED' },
    ]);
  });
});
