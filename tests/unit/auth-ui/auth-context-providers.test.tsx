import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ConnectCall, useAuth } from '@/contexts/auth-context';
import { type AnalyticsEvent, onAnalyticsEvent } from '@/services/analytics/track';
import { connectTelegram } from '@/services/api/auth/connect';
import { SignInCancelled } from '@/services/auth/sign-in-cancelled';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { FakeCoreApi } from './support/fake-core-api';
import { storeSessionWithHeldRestore } from './support/stored-sessions';
import { renderApp, userNamed } from '../support/render-app';

const CONNECT = '/core/v1/connect/telegram/';
const telegramUser = { id: 42, first_name: 'Tara', auth_date: 1_700_000_000, hash: 'a'.repeat(64) };
const connect: ConnectCall = ({ client, device, headers }) => connectTelegram({ ...telegramUser, ...device }, headers, client);
const cancelled: ConnectCall = async () => {
  throw new SignInCancelled();
};

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.isLoading ? 'starting' : 'ready'}</p>
      <p>signed in as {auth.currentUser?.display_name ?? 'nobody'}</p>
      <p>busy: {auth.loginMethod ?? 'none'}</p>
      <button type="button" onClick={() => void auth.signIn('telegram', connect)}>
        Telegram
      </button>
      <button type="button" onClick={() => void auth.signIn('google', cancelled)}>
        Cancelled
      </button>
    </div>
  );
}

let api: FakeCoreApi;
// Whatever remote config decides about delivery, every tracked event passes its listeners.
let tracked: AnalyticsEvent[] = [];
let stopListening: () => void = () => undefined;
/** The events tracked since the last call. */
const takeTracked = () => tracked.splice(0, tracked.length);

beforeEach(async () => {
  stubMatchMedia(false);
  tracked = [];
  stopListening = onAnalyticsEvent((event) => tracked.push(event));
  api = await new FakeCoreApi().listen();
});
afterEach(async () => {
  stopListening();
  resetBrowserState();
  window.history.replaceState(null, '', '/');
  await api.close();
});

async function start(session = createSessionStore()) {
  const view = renderApp(<Probe />, { i18n: await createTestI18n('en', ['common', 'auth']), api, session: session });
  await screen.findByText('ready');
  return view;
}

describe('auth context: sign-up analytics', () => {
  it('tracks signed_up with the sign-in method when the API created the account after a referral visit', async () => {
    window.history.replaceState(null, '', '/?utm_source=tiktok&utm_campaign=launch');
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('newbie'), { created: true }));
    await start();
    await waitFor(() => expect(takeTracked().map((event) => event.event)).toEqual(['clicked_referral_link']));

    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByText('signed in as Newbie')).toBeInTheDocument();
    await waitFor(() =>
      expect(takeTracked()).toEqual([
        expect.objectContaining({
          event: 'signed_up',
          properties: expect.objectContaining({
            platform: 'web',
            signup_method: 'telegram',
            utm_source: 'tiktok',
            initial_utm_source: 'tiktok',
          }),
        }),
      ]),
    );
  });

  it('tracks nothing for an account that existed, nor for a new one without a utm parameter', async () => {
    const user = userEvent.setup();
    api.script(CONNECT, api.tokensFor(userNamed('regular')), api.tokensFor(userNamed('fresh'), { created: true }));
    await start();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByText('signed in as Regular')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(await screen.findByText('signed in as Fresh')).toBeInTheDocument();
    expect(takeTracked()).toEqual([]);
  });
});

describe('auth context: cancelled sign-ins and start-up', () => {
  it('a sign-in the person cancelled shows nothing, logs nothing and frees the buttons', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn');
    await start();
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(screen.getByText('busy: none')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(api.received).toEqual([]);
    warn.mockRestore();
  });

  it('covers the screen with the loading dialog only while a stored session is restored', async () => {
    const restore = storeSessionWithHeldRestore(api, 'alice');

    renderApp(<Probe />, { i18n: await createTestI18n('en', ['common', 'auth']), api, session: createSessionStore() });
    expect(await screen.findByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    restore.release();
    expect(await screen.findByText('signed in as Alice')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument());
    restore.done();
  });

  it('shows no loading dialog to a visitor without a stored session', async () => {
    await start();
    expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
