import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginView } from '@/components/auth/login-view';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { FakeCoreApi } from './support/fake-core-api';
import { storeSessionWithHeldRestore } from './support/stored-sessions';
import { createSessionStore } from '@/services/auth/session-store';
import { renderApp, userNamed } from '../support/render-app';

const router = vi.hoisted(() => ({ query: {} as Record<string, string>, replace: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

/**
 * For what appears after a sign-in starts: the sign-in's modules, its dialogs and its alerts are
 * lazy imports, which the first time in a test run take seconds on a busy two-core machine (the
 * buttons no longer bring MUI's ButtonBase and progress along with the page).
 */
const LAZY = { timeout: 10_000 };

const PROVIDERS = ['Apple', 'Facebook', 'Google', 'Petra', 'QR code', 'Telegram', 'TikTok', 'Twitter'];

let api: FakeCoreApi;

beforeEach(async () => {
  stubMatchMedia(false);
  router.query = {};
  router.replace.mockClear();
  api = await new FakeCoreApi().listen();
});
afterEach(async () => {
  resetBrowserState();
  delete window.aptos;
  await api.close();
});

async function renderLogin(mode: 'login' | 'signup' = 'login') {
  renderApp(<LoginView mode={mode} />, { i18n: await createTestI18n('en', ['common', 'auth']), api });
  await waitFor(() => expect(screen.getByRole('button', { name: /Petra/ })).toBeEnabled());
}

/** A Petra wallet whose answers the test releases, so the busy state can be observed. */
function stubWallet() {
  let approve: () => void = () => undefined;
  const approved = new Promise<void>((resolve) => {
    approve = resolve;
  });
  window.aptos = {
    connect: async () => {
      await approved;
      return { address: '0xabc', publicKey: '0xdef' };
    },
    signMessage: async ({ message, nonce }) => ({ fullMessage: `APTOS\nmessage: ${message}\nnonce: ${nonce}`, signature: 'ff'.repeat(64) }),
  };
  return approve;
}

describe('login view', () => {
  it('offers the eight providers, each a labelled button with its brand mark', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Starlit' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(8);
    PROVIDERS.forEach((provider, index) => {
      expect(buttons[index]).toHaveAccessibleName(new RegExp(provider));
      expect(buttons[index]?.querySelector('svg[data-brand]')).not.toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Continue with Petra' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('greets new users on /signup and links back to sign-in, keeping the redirect', async () => {
    router.query = { redirect: '/get-star' };
    await renderLogin('signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your Starlit account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fget-star');
  });

  it('shows Petra busy on its own button, then signs in and follows a same-origin redirect', async () => {
    const user = userEvent.setup();
    router.query = { redirect: '/get-star' };
    api.script('/core/v1/connect/petra/request/', {
      status: 200,
      body: { data: { nonce: 'n-1', message: 'Sign in to Starlit', expires_in: 300 } },
    });
    api.script('/core/v1/connect/petra/', api.tokensFor(userNamed('petra')));
    const approve = stubWallet();
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Continue with Petra' }));
    const petra = screen.getByRole('button', { name: /Petra/ });
    await waitFor(() => expect(petra).toHaveAttribute('aria-busy', 'true'));
    expect(within(petra).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Telegram/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Apple/ })).not.toHaveAttribute('aria-busy', 'true');

    approve();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/get-star'), LAZY);
    expect(api.to('/core/v1/connect/petra/')[0]?.body).toMatchObject({ address: '0xabc', public_key: '0xdef', nonce: 'n-1' });
    expect(petra).toHaveAttribute('aria-busy', 'false');
  });

  it('says how to get a wallet when none is installed', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Petra' }));
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(within(alert).getByText(/No Petra wallet found/)).toBeInTheDocument();
    expect(api.received).toEqual([]);
    warn.mockRestore();
  });

  it('keeps every provider disabled while a stored session is restored, then leaves for the redirect', async () => {
    const restore = storeSessionWithHeldRestore(api, 'alice');
    router.query = { redirect: '/wallet/history' };

    renderApp(<LoginView mode="login" />, { i18n: await createTestI18n('en', ['common', 'auth']), api, session: createSessionStore() });
    // Behind the loading dialog (hidden from the accessibility tree meanwhile), all eight are disabled.
    await screen.findByRole('dialog', { name: 'Loading' }, LAZY);
    const buttons = within(screen.getByRole('group', { hidden: true })).getAllByRole('button', { hidden: true });
    expect(buttons).toHaveLength(8);
    buttons.forEach((button) => expect(button).toBeDisabled());

    restore.release();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/wallet/history'), LAZY);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Petra' })).toBeEnabled(), LAZY);
    restore.done();
  });
});
