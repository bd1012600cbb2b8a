import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { FakeCoreApi } from './support/fake-core-api';
import { storeSignedIn } from './support/stored-sessions';
import { renderApp, userNamed } from '../support/render-app';

let api: FakeCoreApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeCoreApi().listen();
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

/** Two accounts signed in on this device, Bob the current one. */
function twoAccounts() {
  const session = createSessionStore();
  for (const id of ['alice', 'bob']) storeSignedIn(api, userNamed(id), session);
  return createSessionStore();
}

// Generous: start-up restores the session behind the loading dialog, and the login dialog loads
// its code and translations on first use, on a busy machine too.
const START_UP = { timeout: 5000 };

describe('header account menu', () => {
  it('replaces the Sign in link and lists every account with the current one marked', async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n(), api, session: twoAccounts() });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Bob' }, START_UP));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    const menu = screen.getByRole('menu');
    // The wallet's items join once their translations have loaded.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(12));
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Alice.*alice@example\.test/),
      expect.stringMatching(/Bob.*bob@example\.test/),
      'Switch account',
      'Get STAR',
      'Transaction history',
      'My memberships',
      'Earnings',
      'Channel memberships',
      'Payment methods',
      'Settings',
      'Add another account',
      'Sign out',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1] as HTMLElement).getByLabelText('Current account')).toBeInTheDocument();

    await user.click(items[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Account menu of Alice' })).toBeInTheDocument();
  });

  it("'Add another account' opens the login dialog without signing out", async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n(), api, session: twoAccounts() });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Bob' }, START_UP));
    await user.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add another account' }, START_UP);
    expect(within(dialog).getByRole('button', { name: 'Continue with Petra' })).toBeInTheDocument();
    // Behind the modal dialog, hidden from assistive technology but still Bob's.
    expect(screen.getByRole('button', { name: 'Account menu of Bob', hidden: true })).toBeInTheDocument();
  });

  it('signing out of one account keeps the other signed in, then shows Sign in after the last', async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n(), api, session: twoAccounts() });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Bob' }, START_UP));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Account menu of Alice' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(api.to('/core/v1/logout/')).toHaveLength(2));
  });
});
