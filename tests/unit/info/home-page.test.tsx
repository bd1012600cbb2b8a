import { screen, within } from '@testing-library/react';
import HomePage from '@/pages/index';
import { SUPPORTED_LANGUAGES, type Language } from '@/services/i18n/languages';
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

const renderPage = async (lng: Language = 'en') => renderApp(<HomePage />, { i18n: await createTestI18n(lng, ['common', 'home']) });

/** The titles of the feature cards, in order, in the section named `name`. */
const featureTitles = (name = 'Everything you need to create and earn') =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the landing page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    unbuilt.clear();
    resetBrowserState();
  });

  it('presents to a visitor what Starlit does today, one card per built feature', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Turn your fans into your income' })).toBeVisible();
    expect(screen.getByText(/receive stars and gifts with messages, offer monthly memberships/)).toBeVisible();
    expect(featureTitles()).toEqual(['Your channel', 'Stars', 'Gifts with messages', 'Memberships', 'Earnings', 'Payouts']);
    expect(screen.getByRole('heading', { level: 3, name: 'Payouts' }).closest('li')).toHaveTextContent('Connect a Stripe account');
  });

  it('presents the same features in Traditional Chinese', async () => {
    await renderPage('tw');
    expect(featureTitles('創作與賺取收益所需的一切')).toEqual(['你的頻道', '星星', '附留言的禮物', '會員制度', '收益', '提領']);
  });

  it.each(SUPPORTED_LANGUAGES)('claims nothing that is only planned in %s', async (lang) => {
    await renderPage(lang);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('advertises a feature only while the features module says it is built', async () => {
    unbuilt.add('payouts');
    await renderPage();
    expect(featureTitles()).toEqual(['Your channel', 'Stars', 'Gifts with messages', 'Memberships', 'Earnings']);
  });
});
