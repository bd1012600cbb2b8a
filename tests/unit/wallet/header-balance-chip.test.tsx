import { screen } from '@testing-library/react';
import { useBalance } from '@/contexts/balance-context';
import type { i18n as I18n } from 'i18next';
import HeaderBalanceChip from '@/components/wallet/header-balance-chip';
import { createBrowserI18n } from '@/services/i18n/create-i18n';
import { loadServerBootstrap } from '@/services/i18n/server-resources';
import { createTestI18n, resetBrowserState, servePublicFolder, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const BALANCE = '/billy/v5/billing/balance/';

function balanceOf(star: number) {
  const balances = [
    { amount: star, amount_currency: 'STAR' },
    { amount: 0, amount_currency: 'TVS' },
  ];
  return {
    status: 200,
    body: { data: { balances, config: { exponents: { STAR: 0, TVS: 2 }, tvs_to_star_rate: { tvs: 100, stars: 10 } } } },
  };
}

/** The signed-in user's balance once it has loaded, from the context the chip reads. */
function BalanceShown() {
  const { isLoading, total } = useBalance();
  return isLoading || total === 0 ? null : <p>balance {total}</p>;
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
  await api.close();
});

/** The header's balance link named `name`, once the signed-in user's balance of `stars` has loaded. */
async function chipNamed(stars: number, name: string) {
  signedInDevice(api, userNamed('tara'));
  api.script('GET', BALANCE, balanceOf(stars));
  renderApp(<HeaderBalanceChip />, { i18n, api });
  return screen.findByRole('link', { name }, { timeout: 8000 });
}

describe('header balance chip', { timeout: 20_000 }, () => {
  it("is named in the page's language from the first time it shows: it waits for the wallet texts, never named by a key", async () => {
    // A Thai page that bundled only its common texts: the wallet ones arrive after the balance.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const thai = createBrowserI18n(await loadServerBootstrap('th', ['common']), {
      request: (url) => (url.includes('/wallet') ? held.then(() => servePublicFolder(url)) : servePublicFolder(url)),
    });
    signedInDevice(api, userNamed('tara'));
    api.script('GET', BALANCE, balanceOf(1_500));
    renderApp(
      <>
        <HeaderBalanceChip />
        <BalanceShown />
      </>,
      { i18n: thai, api },
    );
    // The balance has reached the page (the same context the chip reads); the chip still waits for its texts.
    await screen.findByText('balance 1500', undefined, { timeout: 8000 });
    expect(screen.queryByRole('link')).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: 'ยอด STAR: 1,500 STAR' }, { timeout: 8000 })).toHaveTextContent(/^1,500$/);
  });

  it('names the exact balance it shows', async () => {
    expect(await chipNamed(1_500, 'STAR balance: 1,500 STAR')).toHaveTextContent(/^1,500$/);
  });

  it('shows a large balance short and keeps the short text in its name, so it can be said as seen (WCAG 2.5.3)', async () => {
    expect(await chipNamed(150_000, 'STAR balance: 150K (150,000 STAR)')).toHaveTextContent(/^150K$/);
  });
});
