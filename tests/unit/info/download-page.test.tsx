import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreLinks } from '@/components/info/download/store-links';
import DownloadPage from '@/pages/download';
import { publicConfig } from '@/services/config/public-config';
import { type Language, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import type { Feature } from '@/services/product/features';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

// A feature marked here is treated as not built, as if the features module said `planned`.
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('@/services/product/features', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/product/features')>();
  return { ...actual, isAvailable: (feature: Feature) => !unbuilt.has(feature) && actual.isAvailable(feature) };
});

const i18nFor = (lng: Language = 'en') => createTestI18n(lng, ['common', 'info', 'download']);

const appFeatures = (name = 'What you get in the app') =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the download page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    unbuilt.clear();
    resetBrowserState();
  });

  it('sends the reader to the web app and its install steps, and says the store apps are not listed yet', async () => {
    // The local build names no store listing: no store id is ever made up.
    expect(publicConfig.appStoreUrl).toBe('');
    expect(publicConfig.playStoreUrl).toBe('');
    renderApp(<DownloadPage />, { i18n: await i18nFor() });
    expect(screen.getByRole('heading', { level: 1, name: 'Get Starlit on every device' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Starlit' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Add to home screen' })).toHaveAttribute('href', '/add-to-home-screen');
    expect(screen.getByRole('link', { name: 'How to install the web app' })).toHaveAttribute('href', '/add-to-home-screen');

    const mobile = screen.getByRole('region', { name: 'Mobile apps' });
    expect(within(mobile).getByText(/The Starlit store apps are not listed here yet/)).toBeVisible();
    expect(within(mobile).queryByRole('link')).not.toBeInTheDocument();

    expect(appFeatures()).toEqual([
      'Sign in on a computer with your phone',
      'Several accounts on one device',
      'Starts like an app',
      'Saved cards',
    ]);

    const requirements = screen.getByRole('region', { name: 'What you need' });
    const items = within(requirements)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.slice(0, 5)).toEqual([
      'Google Chrome',
      'Microsoft Edge',
      'Safari (iPhone, iPad and Mac)',
      'Mozilla Firefox',
      'Samsung Internet',
    ]);
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('answers questions in place', async () => {
    renderApp(<DownloadPage />, { i18n: await i18nFor() });
    const faq = screen.getByRole('region', { name: 'Questions about the app' });
    const question = within(faq).getByText('Does the installed app work offline?');
    const answer = within(faq).getByText(/It opens to its start screen without a connection/);
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    expect(answer).toBeVisible();
    expect(within(faq).getByText(/free to start, with fees only when you earn/)).toBeInTheDocument();
  });

  it('speaks Filipino at the Filipino address', async () => {
    renderApp(<DownloadPage />, { i18n: await i18nFor('fil') });
    expect(screen.getByRole('heading', { level: 1, name: 'Starlit sa bawat device mo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Idagdag sa home screen' })).toHaveAttribute('href', '/add-to-home-screen');
    expect(screen.getByText(/Hindi pa nakalista rito ang mga Starlit app/)).toBeVisible();
    expect(appFeatures('Ano ang makukuha mo sa app')).toEqual([
      'Mag-sign in sa computer gamit ang phone',
      'Maraming account sa isang device',
      'Bumubukas na parang app',
      'Mga naka-save na card',
    ]);
  });
});

describe('the download page’s claims', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    unbuilt.clear();
    resetBrowserState();
  });

  it.each(SUPPORTED_LANGUAGES)('name nothing that is only planned in %s', async (lang) => {
    renderApp(<DownloadPage />, { i18n: await i18nFor(lang) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('list a feature of the app only while it is built', async () => {
    unbuilt.add('savedCards');
    renderApp(<DownloadPage />, { i18n: await i18nFor() });
    expect(appFeatures()).toEqual(['Sign in on a computer with your phone', 'Several accounts on one device', 'Starts like an app']);
  });
});

describe('the store buttons', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(resetBrowserState);

  it('link to the listings that are configured, and only to those', async () => {
    const appStoreUrl = 'https://apps.apple.com/app/id000';
    renderApp(<StoreLinks appStoreUrl={appStoreUrl} playStoreUrl="" />, { i18n: await i18nFor() });
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', appStoreUrl);
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
    expect(screen.queryByText(/not listed here yet/)).not.toBeInTheDocument();
  });

  it('show both stores when both are configured, and ignore a setting that is not an https address', async () => {
    const playStoreUrl = 'https://play.google.com/store/apps/details?id=example';
    const { unmount } = renderApp(<StoreLinks appStoreUrl="https://apps.apple.com/app/id000" playStoreUrl={playStoreUrl} />, {
      i18n: await i18nFor(),
    });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', playStoreUrl);
    unmount();
    renderApp(<StoreLinks appStoreUrl="javascript:alert(1)" playStoreUrl="" />, { i18n: await i18nFor() });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/not listed here yet/)).toBeVisible();
  });
});
