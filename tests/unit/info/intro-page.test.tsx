import { screen, within } from '@testing-library/react';
import IntroPage from '@/pages/intro';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

const namespaces = ['common', 'info', 'intro'] as const;

describe('the intro page', () => {
  beforeEach(() => stubMatchMedia());

  it('says what Starlit is and lists its seven features, each with what a creator does with it', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Starlit' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Secure, Live, Earn, Private' })).toBeVisible();
    const features = screen.getByRole('region', { name: 'Seven ways to connect with your fans' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Live streaming',
      'Multi-guest video',
      'Video chat and calls',
      'Posts and feed',
      'Memberships',
      'Messaging',
      'Games and mini apps',
    ]);
    expect(within(features).getAllByRole('listitem')[2]).toHaveTextContent('Offer one-to-one video calls');
    expect(within(screen.getByRole('region', { name: 'For creators' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'For fans' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('names the five languages in themselves, the eight sign-in providers and the two currencies', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const languages = within(screen.getByRole('region', { name: 'Five languages' })).getAllByRole('listitem');
    expect(languages.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Bahasa Indonesia', 'id'],
      ['Filipino', 'fil'],
      ['ไทย', 'th'],
      ['繁體中文', 'zh-Hant'],
    ]);
    const providers = within(screen.getByRole('region', { name: 'Sign in with an account you already have' })).getAllByRole('listitem');
    expect(providers.map((item) => item.textContent)).toEqual([
      'Apple',
      'Facebook',
      'Google',
      'Petra wallet',
      'A QR code scanned with the Starlit app',
      'Telegram',
      'TikTok',
      'Twitter',
    ]);
    const currencies = screen.getByRole('region', { name: 'Two currencies' });
    expect(within(currencies).getByRole('heading', { name: 'STAR' }).closest('li')).toHaveTextContent('support creators');
    expect(within(currencies).getByRole('heading', { name: 'TVS' }).closest('li')).toHaveTextContent('What creators earn');
  });

  it('leads on to how it works, pricing, the comparison and channel creation', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const more = screen.getByRole('region', { name: 'Learn more' });
    expect(within(more).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(within(more).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(more).getByRole('link', { name: 'Comparison with other platforms' })).toHaveAttribute('href', '/comparison');
    expect(screen.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('speaks Indonesian at the Indonesian address, keeping the brand names', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('id', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Kenalan dengan Starlit' })).toBeVisible();
    const features = screen.getByRole('region', { name: 'Tujuh cara terhubung dengan penggemar' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    const signIn = screen.getByRole('region', { name: 'Masuk dengan akun yang sudah Anda miliki' });
    expect(within(signIn).getByText('Dompet Petra')).toBeVisible();
    expect(within(signIn).getByText('TikTok')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat cara kerjanya' })).toHaveAttribute('href', '/how-it-works');
  });
});
