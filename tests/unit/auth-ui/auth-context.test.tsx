import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ConnectCall, useAuth } from '@/contexts/auth-context';
import { connectTelegram } from '@/services/api/auth/connect';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { FakeCoreApi } from './support/fake-core-api';
import { holdAnswers, storeSessionWithHeldRestore, storeSignedIn } from './support/stored-sessions';
import { renderApp, userNamed } from '../support/render-app';

const CONNECT = '/core/v1/connect/telegram/';
const telegramUser = { id: 42, first_name: 'Tara', auth_date: 1_700_000_000, hash: 'a'.repeat(64) };
const connect: ConnectCall = ({ client, device, headers }) => connectTelegram({ ...telegramUser, ...device }, headers, client);

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.isLoading ? 'starting' : 'ready'}</p>
      <p>signed in as {auth.currentUser?.display_name ?? 'nobody'}</p>
      <p>{auth.accounts.length} accounts</p>
      <button type="button" onClick={() => void auth.signIn('telegram', connect)}>
        Telegram
      </button>
      <button type="button" onClick={() => void auth.signIn('petra', connect, { walletOnlyVerified: true })}>
        Wallet
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
      {auth.accounts.map(({ id }) => (
        <button type="button" key={id} onClick={() => void auth.switchAccount(id)}>
          Switch to {id}
        </button>
      ))}
    </div>
  );
}

let api: FakeCoreApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeCoreApi().listen();
});
afterEach(async () => {
  resetBrowserState();
  delete window.turnstile;
  await api.close();
});

async function start(session = createSessionStore()) {
  const view = renderApp(<Probe />, { i18n: await createTestI18n('en', ['common', 'auth']), api, session: session });
  await screen.findByText('ready');
  return view;
}

describe('auth context', () => {
  it('a guest is signed out at once, without the session code, the API or a device id', async () => {
    const view = renderApp(<Probe />, { i18n: await createTestI18n(), api });
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    expect(api.received).toEqual([]);
    // The device id is created with the session code, which a guest's page loads with the first sign-in.
    expect(localStorage.getItem('device_id')).toBeNull();
    view.unmount();
  });

  it('starts loading when a session may be stored, and signs out when its tokens are gone', async () => {
    localStorage.setItem('user_id', JSON.stringify({ value: 'ghost', expiresAt: null }));
    document.cookie = 't_uat=stale; path=/';
    const view = renderApp(<Probe />, { i18n: await createTestI18n(), api });
    expect(screen.getByText('starting')).toBeInTheDocument();
    await screen.findByText('ready');
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    expect(api.received).toEqual([]);
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(document.cookie).not.toContain('t_uat=');
    expect(localStorage.getItem('device_id')).toContain('-');
    view.unmount();
  });

  it('a guest tab picks up a sign-in made in another tab', async () => {
    renderApp(<Probe />, { i18n: await createTestI18n(), api });
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    storeSignedIn(api, userNamed('alice'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_id' }));
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
  });

  it('a tab still restoring its account follows another tab that switched meanwhile', async () => {
    const restore = storeSessionWithHeldRestore(api, 'alice');
    const { session } = renderApp(<Probe />, { i18n: await createTestI18n(), api, session: createSessionStore() });
    await waitFor(() => expect(api.to('/core/v1/me/')).toHaveLength(1));

    // Another tab signs Bob in: storage changes, this page's store does not until it re-reads.
    storeSignedIn(api, userNamed('bob'));
    act(() => session.reload());
    restore.release();
    await screen.findByText('ready');
    restore.done();

    expect(screen.getByText('signed in as Bob')).toBeInTheDocument();
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toContain('"bob"');
  });

  it('a sign-in made here stays current when another tab switched while its user was fetched', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('alice')));
    const { session } = await start();
    const me = holdAnswers(api, (path) => path === '/core/v1/me/');
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await waitFor(() => expect(api.to('/core/v1/me/')).toHaveLength(1));

    // Another tab signs Bob in: storage changes, this page's store does not until it re-reads.
    storeSignedIn(api, userNamed('bob'));
    act(() => session.reload());
    expect(screen.getByText('signed in as Bob')).toBeInTheDocument();
    me.release();

    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toContain('"alice"');
    expect(session.tokensFor('alice')?.access_token).toMatch(/^at-alice-/);
    expect(document.cookie).toContain('t_uid=%22alice%22');
  });

  it('restores a stored session at start-up and fetches its user', async () => {
    storeSignedIn(api, userNamed('alice'));
    await start(createSessionStore());
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    expect(api.to('/core/v1/me/')).toHaveLength(1);
  });

  it('on 200 stores the tokens, fetches the user and sends the device id', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('alice')));
    const { session } = await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    expect(api.to(CONNECT)[0]?.headers['device-id']).toBe(localStorage.getItem('device_id')?.match(/"value":"([^"]+)"/)?.[1]);
    expect(session.getSnapshot().userId).toBe('alice');
    expect(document.cookie).toContain('t_uat=');
  });

  it('on 406 fetches the challenge, shows the widget and retries with both Turnstile headers', async () => {
    const user = userEvent.setup();
    window.turnstile = {
      render: (container, options) => {
        const button = document.createElement('button');
        button.textContent = 'I am human';
        button.onclick = () => options.callback('solved-token');
        container.appendChild(button);
        return 'widget-1';
      },
      remove: () => undefined,
    };
    api.script(
      CONNECT,
      { status: 406, body: { code: 'TURNSTILE_REQUIRED', message: 'Prove you are human' } },
      api.tokensFor(userNamed('bob')),
    );
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are human' });
    expect(api.to('/core/v1/turnstile/')[0]?.headers['device-id']).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: 'I am human' }));

    expect(await screen.findByText('signed in as Bob')).toBeInTheDocument();
    const retry = api.to(CONNECT)[1];
    expect(retry?.headers.turnstile).toBe('solved-token');
    expect(retry?.headers['x-turnstile-challenge']).toBe(api.challengeId);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm you are human' })).not.toBeInTheDocument());
  });

  it("shows the server's message on failure and logs its code", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.script(CONNECT, { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'The Telegram login could not be verified' } });
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Telegram login could not be verified');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[auth] telegram sign-in failed', {
        code: 'INVALID_CREDENTIALS',
        message: 'The Telegram login could not be verified',
      }),
    );
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    warn.mockRestore();
  });

  it("falls back to 'SignIn failed!!!' when the server gives no message", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.script(CONNECT, { status: 400, body: { code: 'VALIDATION_ERROR', message: '' } });
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SignIn failed!!!');
    warn.mockRestore();
  });

  it('keeps wallet tokens without a user while the email is not verified', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('wally', { email_verified: false })));
    const { session } = await start();
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await waitFor(() => expect(api.to('/core/v1/me/')).toHaveLength(1));
    expect(screen.getByText('signed in as nobody')).toBeInTheDocument();
    expect(session.getSnapshot().tokens?.access_token).toMatch(/^at-wally-/);
  });

  it('signs out of one account, posts logout with its token, and moves to the other one', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('alice')), api.tokensFor(userNamed('bob')));
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await screen.findByText('signed in as Alice');
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await screen.findByText('signed in as Bob');
    expect(screen.getByText('2 accounts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    expect(api.to('/core/v1/logout/')[0]?.headers.authorization).toMatch(/^Bearer at-bob-/);
    expect(screen.getByText('1 accounts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed in as nobody')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/core/v1/logout/')).toHaveLength(2));
  });

  it('clears the signed-out account as soon as logout is posted, not when it answers', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('alice')));
    const { session } = await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await screen.findByText('signed in as Alice');

    const held = holdAnswers(api, (path) => path === '/core/v1/logout/');
    try {
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(api.to('/core/v1/logout/')).toHaveLength(1));
      // While the API revokes the token (its answer held), nothing of this tab can send it any more.
      expect(session.getSnapshot().tokens).toBeNull();
      expect(await screen.findByText('signed in as nobody')).toBeInTheDocument();
      expect(api.to('/core/v1/logout/')[0]?.headers.authorization).toMatch(/^Bearer at-alice-/);
    } finally {
      held.release();
      held.done();
    }
  });

  it('switches between accounts both ways with their own tokens', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('alice')), api.tokensFor(userNamed('bob')));
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await screen.findByText('signed in as Alice');
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await screen.findByText('signed in as Bob');

    await user.click(screen.getByRole('button', { name: 'Switch to alice' }));
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    // The user is refetched with that account's own token.
    await waitFor(() => expect(api.to('/core/v1/me/').at(-1)?.headers.authorization).toMatch(/^Bearer at-alice-/));
    await user.click(screen.getByRole('button', { name: 'Switch to bob' }));
    expect(await screen.findByText('signed in as Bob')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/core/v1/me/').at(-1)?.headers.authorization).toMatch(/^Bearer at-bob-/));
  });
});
