import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import AboutUsPage from '@/pages/about-us';
import { publicConfig } from '@/services/config/public-config';
import { type Language, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import type { Feature } from '@/services/product/features';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

// next/head only collects tags for Next's document; rendered in place, its scripts can be read.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

// A feature marked here is treated as not built, as if the features module said `planned`.
const unbuilt = vi.hoisted(() => new Set<string>());
vi.mock('@/services/product/features', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/product/features')>();
  return { ...actual, isAvailable: (feature: Feature) => !unbuilt.has(feature) && actual.isAvailable(feature) };
});

async function renderPage(lng: Language = 'en') {
  return renderApp(<AboutUsPage />, { i18n: await createTestI18n(lng, ['common', 'info', 'about']) });
}

const buildTitles = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const structuredData = (container: HTMLElement) =>
  Array.from(
    container.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('the about us page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    unbuilt.clear();
    resetBrowserState();
  });

  it('says who we are, what we build and which languages we speak', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'We help creators earn from the fans who love their work' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(
      'Creators should be paid by the people who value their work',
    );
    expect(buildTitles('What we build')).toEqual([
      'Easy sign-in',
      'Channels',
      'Stars',
      'Gifts with messages',
      'Memberships',
      'Earnings',
      'Payouts',
      'Five languages',
    ]);
    const languages = within(screen.getByRole('region', { name: 'The languages we speak' })).getAllByRole('listitem');
    expect(languages.map((item) => item.textContent)).toEqual([
      'English',
      'Indonesian · Bahasa Indonesia',
      'Filipino',
      'Thai · ไทย',
      'Traditional Chinese · 繁體中文',
    ]);
    expect(within(languages[3]!).getByText('ไทย')).toHaveAttribute('lang', 'th');
  });

  it('gives only the facts of the company that are known, and its values', async () => {
    await renderPage();
    const facts = screen.getByRole('region', { name: 'Starlit at a glance' });
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(facts)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms.map((term, index) => [term, values[index]])).toEqual([
      ['Founded', '2022'],
      ['Team', '51–200 people'],
      ['Languages', '5'],
      ['Pricing', 'Free to start, fees only when you earn'],
      ['App rating', '4.2 out of 5 from 15,000 ratings'],
    ]);
    const valuesRegion = screen.getByRole('region', { name: 'What we value' });
    expect(
      within(valuesRegion)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Creators first', 'Safety', 'Privacy', 'Fair fees']);
  });

  it('links to the contact form, the brand assets and the safety rules', async () => {
    await renderPage();
    const contact = screen.getByRole('region', { name: 'Talk to us' });
    expect(within(contact).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(contact).getByRole('link', { name: 'Brand assets for press' })).toHaveAttribute('href', '/brand-assets');
    expect(within(contact).getByRole('link', { name: 'Our safety rules' })).toHaveAttribute('href', '/safety');
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('describes the page as an AboutPage and the company once, with its contact point and languages', async () => {
    const { container } = await renderPage();
    const data = structuredData(container);
    expect(data.map((item) => item['@type'])).toEqual(['WebApplication', 'Organization', 'AboutPage']);
    expect(data[1]).toMatchObject({
      name: 'Starlit',
      foundingDate: '2022',
      numberOfEmployees: { minValue: 51, maxValue: 200 },
      description: 'Starlit is a monetization platform where creators earn directly from their fans, securely and privately.',
      contactPoint: {
        '@type': 'ContactPoint',
        url: `${publicConfig.siteUrl}/contact-us`,
        availableLanguage: ['en', 'id', 'fil', 'th', 'zh-Hant'],
      },
    });
    expect(data[1]).not.toHaveProperty('sameAs');
  });

  it('speaks Indonesian at the Indonesian address', async () => {
    const { container } = await renderPage('id');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Kami membantu kreator mendapat penghasilan dari penggemar yang menyukai karya mereka',
      }),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Starlit sekilas' })).getByText('51–200 orang')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute('href', '/contact-us');
    expect(structuredData(container)[1]).toHaveProperty('description', expect.stringContaining('Starlit adalah platform monetisasi'));
  });

  it.each(SUPPORTED_LANGUAGES)('claims nothing that is only planned in %s', async (lang) => {
    await renderPage(lang);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('lists what we build in Thai too, and a feature only while it is built', async () => {
    unbuilt.add('payouts');
    await renderPage('th');
    expect(buildTitles('สิ่งที่เราสร้าง')).toEqual(['เข้าสู่ระบบง่าย', 'ช่อง', 'ดาว', 'ของขวัญพร้อมข้อความ', 'ระบบสมาชิก', 'รายได้', 'ห้าภาษา']);
  });
});
