import { screen } from '@testing-library/react';
import { PayoutReceiptView } from '@/components/wallet/payouts/payout-receipt-view';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClients, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const ID = '00000000-0000-4000-8000-000000000007';
const SLOW = { timeout: 8000 };

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

async function show() {
  const i18n = await createTestI18n('en', ['common', 'wallet', 'payouts']);
  renderApp(<PayoutReceiptView id={ID} clients={testClients(api, createSessionStore())} />, { i18n, api });
}

describe('payout receipt', { timeout: 20_000 }, () => {
  it('shows the TVS paid out, the USD at its rate, the state, and why a failed payout came back', async () => {
    api.script('GET', `/paymee/payout/v1/payouts/${ID}/`, {
      status: 200,
      body: {
        data: {
          id: ID,
          status: 'failed',
          amount: { amount: 15_000, currency: 'TVS', exponent: 2 },
          usd: { amount: 1500, currency: 'USD', exponent: 2 },
          usd_cents_per_tvs: 10,
          failure_message: 'The bank account has been closed.',
          created_at: '2026-01-02T10:00:00.000Z',
          updated_at: '2026-01-03T10:00:00.000Z',
          paid_at: null,
          failed_at: '2026-01-03T10:00:00.000Z',
        },
      },
    });
    await show();
    expect(await screen.findByRole('heading', { name: 'Payout receipt' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Failed, returned')).toBeInTheDocument();
    expect(screen.getByText('TVS 150.00')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('1.00 TVS = $0.10')).toBeInTheDocument();
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This payout did not reach your bank and its TVS went back to your balance. Reason: The bank account has been closed.',
      ),
    ).toBeInTheDocument();
  });

  it("says so when the payout is not the caller's", async () => {
    api.script('GET', `/paymee/payout/v1/payouts/${ID}/`, { status: 404, body: { code: 'PAYOUT_NOT_FOUND', message: 'No' } });
    await show();
    expect(await screen.findByText('No payout of yours has this address.', {}, SLOW)).toBeInTheDocument();
  });
});
