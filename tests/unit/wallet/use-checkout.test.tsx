import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCheckout } from '@/components/wallet/get-star/use-checkout';
import { createSessionStore } from '@/services/auth/session-store';
import { createApiClients, type ApiClients } from '@/services/http';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, TEST_DEVICE, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const CHECKOUT = '/paymee/checkout/v3/checkout/';
const BALANCE = '/billy/v5/billing/balance/';
/** The client gives up on an answer after this long; the fake API's lost answer comes later. */
const TIMEOUT_MS = 400;

const ORDER = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  package: { id: 'stars_100', stars: 100, bonus_stars: 0 },
  price: { amount: 100, currency: 'TVS', exponent: 2 },
  stars: 100,
  stars_credited: 100,
  method: { type: 'tvs', id: 'tvs', card: null, gateway: null },
  failure_message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  completed_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-01T00:30:00.000Z',
};
const BOUGHT = { status: 200, body: { data: { order: ORDER, client_secret: null, redirect_url: null, next_action: null } } };

function Buy({ clients }: { clients: ApiClients }) {
  const { start, busy } = useCheckout(clients);
  return (
    <button type="button" disabled={busy} onClick={() => void start({ package_id: 'stars_100', method: 'tvs', country: 'US' })}>
      Buy 100 STAR
    </button>
  );
}

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
  api.script('GET', BALANCE, {
    status: 200,
    body: {
      data: {
        balances: [
          { amount: 0, amount_currency: 'STAR' },
          { amount: 10_000, amount_currency: 'TVS' },
        ],
        config: { exponents: { STAR: 0, TVS: 2 }, tvs_to_star_rate: { tvs: 100, stars: 10 } },
      },
    },
  });
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

async function open() {
  const i18n = await createTestI18n('en', ['common', 'wallet']);
  const session = createSessionStore();
  const clients = createApiClients({
    apiHost: api.origin,
    billingHost: api.origin,
    tokens: session,
    timeoutMs: TIMEOUT_MS,
    refresh: { deviceInfo: async () => TEST_DEVICE, reload: () => undefined },
  });
  renderApp(<Buy clients={clients} />, { i18n, api, session });
  return userEvent.setup();
}

/** The checkout result dialog ("Order is completed" or "Order is refused") says `text`; then it is closed. */
async function dialogSays(text: string) {
  const dialog = await screen.findByRole('dialog', { name: /^Order is / }, { timeout: 8000 });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('checkout attempts', { timeout: 20_000 }, () => {
  it('sends the retry after a lost answer with the same Idempotency-Key, and the next purchase with a new one', async () => {
    api.script('POST', CHECKOUT, { ...BOUGHT, delayMs: 3 * TIMEOUT_MS }, BOUGHT);
    const user = await open();
    const buy = () => user.click(screen.getByRole('button', { name: 'Buy 100 STAR' }));

    await buy();
    await dialogSays('There were issues in your order progress. Please check to correct and try again later!');
    await buy();
    await dialogSays('Your order has been successfully implemented.');
    await buy();
    await dialogSays('Your order has been successfully implemented.');

    const keys = api.to('POST', CHECKOUT).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says in words how long to wait when the API limits checkouts, and keeps the key for the retry', async () => {
    api.script(
      'POST',
      CHECKOUT,
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many payment attempts.', details: { retry_after_seconds: 200 } } },
      BOUGHT,
    );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Buy 100 STAR' }));
    await dialogSays('Too many payment attempts. Please try again in 4 minutes.');
    await user.click(screen.getByRole('button', { name: 'Buy 100 STAR' }));
    await dialogSays('Your order has been successfully implemented.');
    const [limited, retried] = api.to('POST', CHECKOUT).map((request) => request.headers['idempotency-key']);
    expect(retried).toBe(limited);
  });
});
