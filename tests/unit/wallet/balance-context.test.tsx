import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/contexts/auth-context';
import { useBalance } from '@/contexts/balance-context';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const BALANCE = '/billy/v5/billing/balance/';
const STRIPE_CALLBACK = '/paymee/payment/v3/stripe/callback/';
const REDIRECT_CALLBACK = '/paymee/payment/v3/redirect-callback/';
const CONFIG = {
  exponents: { STAR: 0, TVS: 2 },
  tvs_to_star_rate: { tvs: 100, stars: 10 },
};

function balanceOf(star: number, tvs: number, delayMs = 0) {
  return {
    status: 200,
    delayMs,
    body: {
      data: {
        balances: [
          { amount: star, amount_currency: 'STAR' },
          { amount: tvs, amount_currency: 'TVS' },
        ],
        config: CONFIG,
      },
    },
  };
}

const ORDER = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'succeeded',
  package: { id: 'p100', stars: 100, bonus_stars: 0 },
  price: { amount: 199, currency: 'USD', exponent: 2 },
  stars: 100,
  stars_credited: 100,
  method: {
    type: 'card',
    id: 'card',
    card: { brand: 'visa', last4: '4242' },
    gateway: null,
  },
  failure_message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  completed_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-01T00:30:00.000Z',
};

function Probe() {
  const auth = useAuth();
  const balance = useBalance();
  return (
    <div>
      <p>{auth.isLoading ? 'auth starting' : `user ${auth.currentUser?.id ?? 'nobody'}`}</p>
      <p>
        {balance.isLoading
          ? 'balance loading'
          : `stars ${balance.totalDisplay}; value ${balance.totalValueDisplay.replace(/\u00a0/g, ' ')}`}
      </p>
      <p>{balance.checkoutResult ? `result ${balance.checkoutResult.kind}` : 'no result'}</p>
      {auth.accounts.map(({ id }) => (
        <button type="button" key={id} onClick={() => void auth.switchAccount(id)}>
          Switch to {id}
        </button>
      ))}
    </div>
  );
}

let api: FakeChannelApi;
let i18n: I18n;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  i18n = await createTestI18n('en', ['common', 'wallet']);
});
afterEach(async () => {
  resetBrowserState();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await api.close();
});

const start = () => renderApp(<Probe />, { i18n, api });

/** The first wallet call loads its code on demand, which a busy machine makes slow. */
const SLOW = { timeout: 8000 };

describe('balance context', { timeout: 20_000 }, () => {
  it('asks nothing without a signed-in user', async () => {
    window.history.replaceState(null, '', '/get-star?payment_intent_client_secret=pi_1_secret_a');
    start();
    await screen.findByText('user nobody', {}, SLOW);
    expect(screen.getByText(/^stars 0 STAR/)).toBeInTheDocument();
    expect(api.received.filter((request) => request.path.startsWith('/billy/') || request.path.startsWith('/paymee/'))).toEqual([]);
    // Handling needs a signed-in user: the return stays for after sign-in.
    expect(window.location.search).toBe('?payment_intent_client_secret=pi_1_secret_a');
  });

  it("loads the user's balances and formats them from minor units", async () => {
    signedInDevice(api, userNamed('tara'));
    api.script('GET', BALANCE, balanceOf(1500, 123456));
    start();
    expect(await screen.findByText('stars 1,500 STAR; value TVS 1,234.56', {}, SLOW)).toBeInTheDocument();
    expect(api.to('GET', BALANCE)[0]?.headers.authorization).toMatch(/^Bearer at-tara-/);
  });

  it("resets on an account switch: the next account never sees the previous one's balance", async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'), userNamed('omar'));
    api.script('GET', BALANCE, balanceOf(1500, 0), balanceOf(7, 0, 300));
    start();
    expect(await screen.findByText(/^stars 1,500 STAR/, {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to omar' }));
    await screen.findByText('user omar', {}, SLOW);
    expect(screen.getByText('balance loading')).toBeInTheDocument();
    expect(await screen.findByText(/^stars 7 STAR/, {}, SLOW)).toBeInTheDocument();
    expect(api.to('GET', BALANCE).at(-1)?.headers.authorization).toMatch(/^Bearer at-omar-/);
  });

  it("settles Stripe's return once, cleans the query, shows the completed dialog and refreshes the balance", async () => {
    window.history.replaceState(
      null,
      '',
      '/get-star?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=succeeded#top',
    );
    signedInDevice(api, userNamed('tara'));
    api.script('GET', BALANCE, balanceOf(0, 0), balanceOf(100, 0));
    api.script('POST', STRIPE_CALLBACK, { status: 200, body: { data: ORDER } });
    start();

    expect(await screen.findByRole('dialog', { name: 'Order is completed' }, SLOW)).toHaveTextContent(
      'Your order has been successfully implemented.',
    );
    expect(screen.getByRole('link', { name: 'Get more' })).toHaveAttribute('href', '/get-star');
    // The dialog opens on its primary action.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Get more' })).toHaveFocus());
    expect(await screen.findByText(/^stars 100 STAR/, {}, SLOW)).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/get-star#top');
    expect(api.to('POST', STRIPE_CALLBACK).map((request) => request.body)).toEqual([{ clientSecret: 'pi_1_secret_a' }]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', STRIPE_CALLBACK)).toHaveLength(1);
  });

  it('opens the completed dialog over the new balance, never the old one', async () => {
    window.history.replaceState(null, '', '/get-star?payment_intent_client_secret=pi_2_secret_b');
    signedInDevice(api, userNamed('tara'));
    // The balance asked after the payment answers late: the dialog waits for it.
    api.script('GET', BALANCE, balanceOf(0, 0), balanceOf(100, 0, 400));
    api.script('POST', STRIPE_CALLBACK, { status: 200, body: { data: ORDER } });
    start();

    await screen.findByText('result completed', {}, SLOW);
    expect(screen.getByText(/^stars 100 STAR/)).toBeInTheDocument();
    expect(api.to('GET', BALANCE)).toHaveLength(2);
  });

  it("posts the gateway's return and shows the server's reason when it is refused", async () => {
    window.history.replaceState(null, '', '/?gateway=eghl&TxnId=T-1&TxnStatus=1');
    signedInDevice(api, userNamed('tara'));
    api.script('GET', BALANCE, balanceOf(0, 0));
    api.script('POST', REDIRECT_CALLBACK, {
      status: 402,
      body: { code: 'PAYMENT_FAILED', message: 'Buyer cancelled the payment.' },
    });
    start();

    const dialog = await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW);
    expect(dialog).toHaveTextContent('Buyer cancelled the payment.');
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/get-star');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Retry' })).toHaveFocus());
    expect(api.to('POST', REDIRECT_CALLBACK).map((request) => request.body)).toEqual([{ gateway: 'eghl', TxnId: 'T-1', TxnStatus: '1' }]);
    expect(window.location.search).toBe('');
  });

  it.each([
    ['Retry', 'retry'],
    ['Close', 'dismiss'],
  ] as const)('after a refused card, %s goes to the card step waiting behind the dialog (%s)', async (button, called) => {
    const { waitBehindResult } = await import('@/components/wallet/card/card-step-waiting');
    window.history.replaceState(null, '', '/get-star?payment_intent_client_secret=pi_9_secret_r');
    signedInDevice(api, userNamed('tara'));
    api.script('GET', BALANCE, balanceOf(0, 0));
    api.script('POST', STRIPE_CALLBACK, { status: 402, body: { code: 'PAYMENT_FAILED', message: 'Your card was declined.' } });
    const step = { retry: vi.fn(), dismiss: vi.fn() };
    waitBehindResult(step);
    start();

    const dialog = await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW);
    // Retry is a button, not the link to /get-star: the card as typed is still there, behind this dialog.
    expect(screen.queryByRole('link', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(step[called]).toHaveBeenCalledOnce();
    expect(step[called === 'retry' ? 'dismiss' : 'retry']).not.toHaveBeenCalled();
  });

  it('shows the default text when a refusal carries no server message', async () => {
    window.history.replaceState(null, '', '/?payment_intent_client_secret=pi_2_secret_b');
    signedInDevice(api, userNamed('tara'));
    api.script('POST', STRIPE_CALLBACK, {
      status: 502,
      body: '<html>bad gateway</html>',
    });
    start();
    expect(await screen.findByRole('dialog', { name: 'Order is refused' }, SLOW)).toHaveTextContent(
      'There were issues in your order progress. Please check to correct and try again later!',
    );
  });

  it('resumes a payment still processing after a reload, though the query was cleaned', async () => {
    window.history.replaceState(null, '', '/get-star?payment_intent_client_secret=pi_3_secret_c');
    signedInDevice(api, userNamed('tara'));
    api.script('POST', STRIPE_CALLBACK, {
      status: 409,
      body: { code: 'PM0003', message: 'Payment is processing' },
    });
    const first = start();
    expect(await screen.findByRole('dialog', { name: 'Please wait, we are processing' }, SLOW)).toBeInTheDocument();
    expect(window.location.search).toBe('');
    first.unmount();

    api.script('POST', STRIPE_CALLBACK, { status: 200, body: { data: ORDER } });
    start();
    expect(await screen.findByRole('dialog', { name: 'Order is completed' }, SLOW)).toBeInTheDocument();
    expect(api.to('POST', STRIPE_CALLBACK).at(-1)?.body).toEqual({
      clientSecret: 'pi_3_secret_c',
    });
  });
});
