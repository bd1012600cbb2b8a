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

/** Alice and Bob signed in on this device, Bob the current one. */
function twoAccounts() {
  const session = createSessionStore();
  for (const id of ['alice', 'bob']) storeSignedIn(api, userNamed(id), session);
  return createSessionStore();
}

// Start-up restores the session, and each dialog loads its code and translations on first use.
const START_UP = { timeout: 5000 };

async function openSwitchDialog() {
  const user = userEvent.setup();
  renderApp(<SiteHeader />, { i18n: await createTestI18n(), api, session: twoAccounts() });
  await user.click(await screen.findByRole('button', { name: 'Account menu of Bob' }, START_UP));
  await user.click(screen.getByRole('menuitem', { name: 'Switch account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Switch account' }, START_UP) };
}

describe('switch-account dialog', () => {
  it("opens from the account menu's Switch account, lists this device's accounts and switches", async () => {
    const { user, dialog } = await openSwitchDialog();
    const [alice, bob, add] = within(dialog).getAllByRole('button');
    expect(alice).toHaveTextContent(/Alice.*alice@example\.test/);
    expect(bob).toHaveTextContent(/Bob.*bob@example\.test/);
    expect(bob).toHaveAttribute('aria-current', 'true');
    expect(within(bob as HTMLElement).getByLabelText('Current account')).toBeInTheDocument();
    expect(add).toHaveTextContent('Add another account');
    // It opens on the current account, where Enter or Escape changes nothing.
    await waitFor(() => expect(bob).toHaveFocus());

    await user.click(alice as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Account menu of Alice' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Close and keeps the current account', async () => {
    const { user, dialog } = await openSwitchDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu of Bob' })).toBeInTheDocument();
  });

  it('offers Add another account, whose login dialog closes with Close and with Escape', async () => {
    const { user, dialog } = await openSwitchDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add another account' }));
    const login = await screen.findByRole('dialog', { name: 'Add another account' }, START_UP);
    expect(within(login).getByRole('button', { name: 'Continue with Petra' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Switch account' })).not.toBeInTheDocument();

    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Account menu of Bob' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    await screen.findByRole('dialog', { name: 'Add another account' }, START_UP);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu of Bob' })).toBeInTheDocument();
  });
});
