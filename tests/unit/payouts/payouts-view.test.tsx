import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutAccount, PayoutSummary } from '@/contracts/payouts';
import { PayoutsView } from '@/components/wallet/payouts/payouts-view';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClients, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const SUMMARY = '/paymee/payout/v1/summary/';
const ACCOUNT = '/paymee/payout/v1/account/';
const LINK = '/paymee/payout/v1/account/onboarding-link/';
const PAYOUTS = '/paymee/payout/v1/payouts/';
const SLOW = { timeout: 8000 };

const tvs = (amount: number) => ({ amount, currency: 'TVS', exponent: 2 });
const usd = (amount: number) => ({ amount, currency: 'USD', exponent: 2 });
const account = (fields: Partial<PayoutAccount>): PayoutAccount => ({
  country: 'US',
  state: 'enabled',
  currently_due: [],
  disabled_reason: null,
  details_submitted: true,
  payouts_enabled: true,
  ...fields,
});
const summaryOf = (value: PayoutAccount | null, available = 12_345): { status: number; body: { data: PayoutSummary } } => ({
  status: 200,
  body: {
    data: {
      account: value,
      available: tvs(available),
      available_usd: usd(Math.floor(available / 10)),
      minimum_usd: usd(1000),
      minimum: tvs(10_000),
      usd_cents_per_tvs: 10,
      countries: ['US', 'TH', 'PH'],
    },
  },
});
const payout = (n: number, status: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  status,
  amount: tvs(n * 10_000),
  usd: usd(n * 1000),
  usd_cents_per_tvs: 10,
  failure_message: null,
  created_at: '2026-01-0' + n + 'T00:00:00.000Z',
  updated_at: '2026-01-0' + n + 'T00:00:00.000Z',
  paid_at: null,
  failed_at: null,
});
const noPayouts = { status: 200, body: { data: [], meta: { page: 1, page_size: 10, total: 0 } } };

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
  api.script('GET', PAYOUTS, noPayouts);
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

async function show(openOnboarding = vi.fn()) {
  const i18n = await createTestI18n('en', ['common', 'wallet', 'payouts']);
  renderApp(<PayoutsView openOnboarding={openOnboarding} clients={testClients(api, createSessionStore())} />, { i18n, api });
  await screen.findByRole('heading', { name: 'Payout account' }, SLOW);
  return openOnboarding;
}

describe('payouts page', { timeout: 20_000 }, () => {
  it('sets up payouts in the chosen country and sends the creator to Stripe in their language', async () => {
    api.script('GET', SUMMARY, summaryOf(null));
    api.script('POST', ACCOUNT, {
      status: 201,
      body: { data: account({ country: 'TH', state: 'details_needed', payouts_enabled: false }) },
    });
    api.script('POST', LINK, {
      status: 200,
      body: { data: { url: 'https://connect.stripe.test/setup/abc', expires_at: '2026-01-01T00:05:00.000Z' } },
    });
    const openOnboarding = await show();
    expect(screen.queryByRole('heading', { name: 'Request a payout' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country of your bank account' }, SLOW), 'Thailand');
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(openOnboarding).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(api.to('POST', ACCOUNT).map((request) => request.body)).toEqual([{ country: 'TH' }]);
    expect(api.to('POST', LINK).map((request) => request.body)).toEqual([{ language: 'en' }]);
  });

  it('says plainly when Stripe cannot pay out to the country', async () => {
    api.script('GET', SUMMARY, summaryOf(null));
    api.script('POST', ACCOUNT, { status: 400, body: { code: 'PAYOUT_COUNTRY_UNSUPPORTED', message: 'No' } });
    const openOnboarding = await show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Stripe cannot pay out to bank accounts in this country.', {}, SLOW)).toBeInTheDocument();
    expect(openOnboarding).not.toHaveBeenCalled();
  });

  it('lists what Stripe still needs and continues onboarding; no payout can be requested yet', async () => {
    api.script(
      'GET',
      SUMMARY,
      summaryOf(
        account({
          state: 'details_needed',
          payouts_enabled: false,
          currently_due: ['individual.dob.day', 'individual.dob.month', 'external_account'],
        }),
      ),
    );
    api.script('POST', LINK, {
      status: 200,
      body: { data: { url: 'https://connect.stripe.test/setup/next', expires_at: '2026-01-01T00:05:00.000Z' } },
    });
    const openOnboarding = await show();
    expect(screen.getByText('Details needed')).toBeInTheDocument();
    const due = screen.getByRole('list', { name: 'Stripe still needs:' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Date of birth', 'Bank account']);
    expect(screen.queryByRole('heading', { name: 'Request a payout' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue onboarding' }));
    await waitFor(() => expect(openOnboarding).toHaveBeenCalledWith('https://connect.stripe.test/setup/next'));
    expect(api.to('POST', ACCOUNT)).toEqual([]);
  });

  it.each([
    ['under_review', 'Under review', 'Stripe is reviewing your details. This usually takes a few minutes to a few days.'],
    ['restricted', 'Restricted', 'Stripe does not allow payouts to this account. Contact support for help.'],
  ] as const)('shows the %s state in words', async (state, label, help) => {
    api.script('GET', SUMMARY, summaryOf(account({ state, payouts_enabled: false })));
    await show();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(help)).toBeInTheDocument();
  });

  it('shows the available TVS and USD, checks the amount, pays out all with one key per attempt, and shows a refusal', async () => {
    api.script('GET', SUMMARY, summaryOf(account({})));
    api.script(
      'POST',
      PAYOUTS,
      { status: 402, body: { code: 'INSUFFICIENT_BALANCE', message: 'No' } },
      { status: 200, body: { data: payout(1, 'in_transit') } },
    );
    api.script('GET', PAYOUTS, noPayouts, {
      status: 200,
      body: { data: [payout(1, 'in_transit')], meta: { page: 1, page_size: 10, total: 1 } },
      delayMs: 3000,
    });
    await show();
    expect(screen.getByText('TVS 123.45')).toBeInTheDocument();
    expect(screen.getByText('Pays $12.34 (1.00 TVS = $0.10)')).toBeInTheDocument();
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: 'Amount in TVS' });
    await user.type(amount, '50');
    expect(screen.getByText('The smallest payout is TVS 100.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('123.45');
    expect(screen.getByText('You receive $12.34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Your available balance is not enough for this payout.');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(
      await screen.findByText('Payout of TVS 123.45 ($10.00) requested. It usually arrives in 2 business days.', {}, SLOW),
    ).toBeInTheDocument();
    // The history heads with the new payout in the same render as the confirmation, while the
    // page's reload of the list (slow here) is still on its way.
    const history = screen.getByRole('list', { name: 'Payout history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('On its way');
    expect(within(history).getByRole('link', { name: /^Receipt of the payout of / })).toHaveAttribute(
      'href',
      '/wallet/payouts/00000000-0000-4000-8000-000000000001',
    );
    const sent = api.to('POST', PAYOUTS);
    expect(sent.map((request) => request.body)).toEqual([{ amount: 12_345 }, { amount: 12_345 }]);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
  });

  it('says in words how long to wait past the payout limit, and why a creator who owes the platform cannot pay out', async () => {
    api.script('GET', SUMMARY, summaryOf(account({})));
    api.script(
      'POST',
      PAYOUTS,
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many payment attempts.', details: { retry_after_seconds: 120 } } },
      { status: 403, body: { code: 'ACCOUNT_RESTRICTED', message: 'Owing.' } },
    );
    await show();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Amount in TVS' }), '100');
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Too many payout requests in a short time. Please try again in 2 minutes.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay out' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Payouts are paused until your account's balance is settled."));
  });

  it('lists past payouts with amount, USD, state and a receipt link, and pages on demand', async () => {
    api.script('GET', SUMMARY, summaryOf(account({}), 0));
    api.script(
      'GET',
      PAYOUTS,
      { status: 200, body: { data: [payout(2, 'paid'), payout(1, 'failed')], meta: { page: 1, page_size: 2, total: 3 } } },
      { status: 200, body: { data: [payout(3, 'in_transit')], meta: { page: 2, page_size: 2, total: 3 } } },
    );
    await show();
    expect(screen.getByText('You can request a payout from TVS 100.00 ($10.00).')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Payout history' }, SLOW);
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/·/).textContent?.replace(/\s+/g, ' '))).toEqual([
      'TVS 200.00 · $20.00',
      'TVS 100.00 · $10.00',
    ]);
    expect(within(items[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed, returned')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: /^Receipt of the payout of / })).toHaveAttribute(
      'href',
      '/wallet/payouts/00000000-0000-4000-8000-000000000002',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(history).findByText('TVS 300.00 · $30.00', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the payouts cannot be loaded', async () => {
    api.script('GET', SUMMARY, { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }, summaryOf(null));
    const i18n = await createTestI18n('en', ['common', 'wallet', 'payouts']);
    renderApp(<PayoutsView openOnboarding={vi.fn()} clients={testClients(api, createSessionStore())} />, { i18n, api });
    expect(await screen.findByText('Your payouts could not be loaded. Check your connection and try again.', {}, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Payout account' }, SLOW)).toBeInTheDocument();
  });
});
