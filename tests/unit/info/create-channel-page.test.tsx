import { screen, waitFor } from '@testing-library/react';
import CreateMyChannelPage from '@/pages/create-my-channel';
import type { i18n as I18n } from 'i18next';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp, userNamed } from '../support/render-app';

const router = vi.hoisted(() => ({ replace: vi.fn(async () => true), push: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

let api: FakeChannelApi;
let i18n: I18n;

beforeEach(async () => {
  stubMatchMedia(false);
  router.replace.mockClear();
  api = await new FakeChannelApi().listen();
  i18n = await createTestI18n('en', ['common', 'info', 'create-channel', 'profile']);
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

describe('/create-my-channel', () => {
  it('sends a guest to sign up, coming back here afterwards', async () => {
    renderApp(<CreateMyChannelPage />, { i18n, api });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up to create my channel' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fcreate-my-channel',
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/signup?redirect=%2Fcreate-my-channel'));
  });

  it.each(['en', 'th', 'tw'] as const)('tells a guest what a channel is for without naming a planned feature, in %s', async (lang) => {
    renderApp(<CreateMyChannelPage />, { i18n: await createTestI18n(lang, ['common', 'info', 'create-channel', 'profile']), api });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
  });

  it('shows the channel-creation screen to a signed-in user without a channel', async () => {
    signedInDevice(api, userNamed('tara'));
    renderApp(<CreateMyChannelPage />, { i18n, api });
    expect(await screen.findByRole('textbox', { name: 'Channel name' }, { timeout: 5000 })).toHaveValue('Tara');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows a creator the way to their channel and earnings', async () => {
    const user = userNamed('tara');
    api.giveChannel(user.id, { slug: 'tara-sings' });
    signedInDevice(api, user);
    renderApp(<CreateMyChannelPage />, { i18n, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your channel is ready' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open my channel' })).toHaveAttribute('href', '/@tara-sings');
    expect(screen.getByRole('link', { name: 'See my earnings' })).toHaveAttribute('href', '/wallet/earnings');
    expect(router.replace).not.toHaveBeenCalled();
  });
});
