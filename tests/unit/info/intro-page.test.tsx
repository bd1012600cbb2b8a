import { screen, within } from '@testing-library/react';
import IntroPage from '@/pages/intro';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import type { Feature } from '@/services/product/features';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

// A feature marked here is treated as not built, as if the features module said `planned`.
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('@/services/product/features', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/product/features')>();
  return { ...actual, isAvailable: (feature: Feature) => !unbuilt.has(feature) && actual.isAvailable(feature) };
});

const namespaces = ['common', 'info', 'intro'] as const;
const featureTitles = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the intro page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => unbuilt.clear());

  it('says what Starlit is and lists what a user can do today, each with what it is for', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Starlit' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Secure, Live, Earn, Private' })).toBeVisible();
    expect(featureTitles('What you can do on Starlit')).toEqual([
      'Your channel',
      'Stars',
      'Gifts with messages',
      'Supporters',
      'Memberships',
      'Earnings',
      'Payouts',
    ]);
    const features = screen.getByRole('region', { name: 'What you can do on Starlit' });
    expect(within(features).getAllByRole('listitem')[6]).toHaveTextContent('Connect a Stripe account once');
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

  it.each(SUPPORTED_LANGUAGES)('claims nothing that is only planned in %s', async (lang) => {
    renderApp(<IntroPage />, { i18n: await createTestI18n(lang, [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('advertises a feature only while the features module says it is built', async () => {
    unbuilt.add('memberships');
    renderApp(<IntroPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(featureTitles('What you can do on Starlit')).toEqual([
      'Your channel',
      'Stars',
      'Gifts with messages',
      'Supporters',
      'Earnings',
      'Payouts',
    ]);
  });

  it('speaks Indonesian at the Indonesian address, keeping the brand names', async () => {
    renderApp(<IntroPage />, { i18n: await createTestI18n('id', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Kenalan dengan Starlit' })).toBeVisible();
    expect(featureTitles('Yang bisa Anda lakukan di Starlit')).toEqual([
      'Channel Anda',
      'Bintang',
      'Hadiah berisi pesan',
      'Pendukung',
      'Keanggotaan',
      'Penghasilan',
      'Pencairan',
    ]);
    const signIn = screen.getByRole('region', { name: 'Masuk dengan akun yang sudah Anda miliki' });
    expect(within(signIn).getByText('Dompet Petra')).toBeVisible();
    expect(within(signIn).getByText('TikTok')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat cara kerjanya' })).toHaveAttribute('href', '/how-it-works');
  });
});
