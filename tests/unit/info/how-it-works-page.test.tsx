import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import HowItWorksPage from '@/pages/how-it-works';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import type { Feature } from '@/services/product/features';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

// next/head only collects tags for Next's document; rendered in place, the structured data is in the page.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

// A feature marked here is treated as not built, as if the features module said `planned`.
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('@/services/product/features', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/product/features')>();
  return { ...actual, isAvailable: (feature: Feature) => !unbuilt.has(feature) && actual.isAvailable(feature) };
});

const namespaces = ['common', 'info', 'how-it-works'] as const;

const stepTitles = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const faqPage = () =>
  Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  ).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;

describe('the how-it-works page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    unbuilt.clear();
    resetBrowserState();
  });

  it('takes a creator from signing up to a payout, in order, with a link to where each step is done', async () => {
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'How Starlit works' })).toBeVisible();
    const creators = screen.getByRole('region', { name: 'For creators' });
    expect(within(creators).getByRole('list').tagName).toBe('OL');
    expect(stepTitles(creators)).toEqual([
      'Sign up',
      'Create your channel',
      'Share your address',
      'Fans send you stars',
      'Offer memberships',
      'Earn in TVS',
      'Get paid out',
    ]);
    expect(within(creators).getByRole('link', { name: 'Set up tiers' })).toHaveAttribute('href', '/settings/channel');
    expect(within(creators).getByRole('link', { name: 'Open payouts' })).toHaveAttribute('href', '/wallet/payouts');
    expect(within(creators).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(creators).getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
    expect(within(creators).getByRole('link', { name: 'Open my earnings' })).toHaveAttribute('href', '/wallet/earnings');
    expect(within(creators).getAllByRole('listitem')[2]).toHaveTextContent('/@mia');
  });

  it('takes a fan from signing in to supporting creators with several accounts', async () => {
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const fans = screen.getByRole('region', { name: 'For fans' });
    expect(stepTitles(fans)).toEqual(['Sign in', 'Get stars', 'Support a creator', 'Join a membership', 'Use several accounts']);
    expect(within(fans).getByRole('link', { name: 'My memberships' })).toHaveAttribute('href', '/wallet/memberships');
    expect(within(fans).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(fans).getByRole('link', { name: 'Get stars' })).toHaveAttribute('href', '/get-star');
    expect(within(fans).getAllByRole('listitem')[1]).toHaveTextContent('by card or with a local payment method');
  });

  it('answers the common questions and describes them as a FAQPage for search engines', async () => {
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    const questions = within(faq).getAllByText(/\?$/);
    expect(questions).toHaveLength(7);
    expect(questions[0]).toHaveTextContent('Does it cost anything to start?');
    expect(within(faq).getByText(/The address stays the same once the channel exists/)).toBeInTheDocument();
    const data = faqPage();
    expect(data?.mainEntity).toHaveLength(7);
    expect(data?.mainEntity[1]).toMatchObject({
      name: 'What is the difference between STAR and TVS?',
      acceptedAnswer: { text: expect.stringContaining('TVS is what creators earn') },
    });
    const closing = screen.getByRole('region', { name: 'Start your channel today' });
    expect(within(closing).getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
    expect(within(closing).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('speaks Thai at the Thai address, steps and questions included', async () => {
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n('th', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Starlit ทำงานอย่างไร' })).toBeVisible();
    const creators = screen.getByRole('region', { name: 'สำหรับครีเอเตอร์' });
    expect(stepTitles(creators)).toHaveLength(7);
    expect(stepTitles(creators)[6]).toBe('ถอนรายได้');
    expect(stepTitles(creators)[1]).toBe('สร้างช่องของคุณ');
    expect(faqPage()?.mainEntity[0]?.name).toBe('เริ่มต้นใช้งานต้องเสียเงินไหม');
  });

  it.each(SUPPORTED_LANGUAGES)('claims nothing that is only planned in %s', async (lang) => {
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n(lang, [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('shows a step only while the feature it uses is built', async () => {
    unbuilt.add('memberships');
    renderApp(<HowItWorksPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(stepTitles(screen.getByRole('region', { name: 'For creators' }))).not.toContain('Offer memberships');
    expect(stepTitles(screen.getByRole('region', { name: 'For fans' }))).toEqual([
      'Sign in',
      'Get stars',
      'Support a creator',
      'Use several accounts',
    ]);
  });
});
