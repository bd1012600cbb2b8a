import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import NotFoundPage from '@/pages/404';
import GetStarPage from '@/pages/get-star';
import ChannelSettingsPage from '@/pages/settings/channel';
import PaymentMethodsPage from '@/pages/settings/payment-methods';
import ProfileSettingsPage from '@/pages/settings/profile';
import EarningsPage from '@/pages/wallet/earnings';
import HistoryPage from '@/pages/wallet/history';
import MyMembershipsPage from '@/pages/wallet/memberships';
import PayoutsPage from '@/pages/wallet/payouts';
import { createTestI18n } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import type { FakeChannelApi } from './support/fake-channel-api';
import { fakeApiPerTest } from './support/fake-api-per-test';
import { signedInDevice } from './support/signed-in-device';

const router = vi.hoisted(() => ({
  pathname: '/',
  asPath: '/',
  query: {},
  push: vi.fn(async () => true),
  replace: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

let api: FakeChannelApi;

fakeApiPerTest((fresh) => (api = fresh));

async function renderSignedInWithoutChannel(Page: NextPageWithLayout, path: string) {
  router.pathname = path;
  router.asPath = path;
  signedInDevice(api, userNamed('tara'));
  const i18n = await createTestI18n('en', ['common', 'profile', 'wallet', 'settings', 'tiers', 'payouts', 'memberships']);
  renderApp(<Page />, { i18n, api });
}

// Spec §2 on every page with per-user content, not only home and channel pages.
describe.each([
  ['/get-star', GetStarPage],
  ['/settings/profile', ProfileSettingsPage],
  ['/settings/channel', ChannelSettingsPage],
  ['/settings/payment-methods', PaymentMethodsPage],
  ['/wallet/history', HistoryPage],
  ['/wallet/earnings', EarningsPage],
  ['/wallet/memberships', MyMembershipsPage],
  ['/wallet/payouts', PayoutsPage],
])('%s for a signed-in user without a channel', (path, Page) => {
  it('shows the prefilled channel-creation screen in place of the page', async () => {
    await renderSignedInWithoutChannel(Page, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your channel' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Channel name' })).toHaveValue('Tara');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

describe('an error page for a signed-in user without a channel', () => {
  it('stays readable: no creation screen', async () => {
    await renderSignedInWithoutChannel(NotFoundPage, '/404');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    // The user's channel is asked for (and missing) and still the error page shows.
    await vi.waitFor(() => expect(api.to('GET', '/core/v3/channel/my-channel/')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Create your channel' })).not.toBeInTheDocument();
  });
});
