import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Pricing } from '@/contracts/pricing';
import PricingPage from '@/pages/pricing';
import { pricingFigures, type PricingFigures } from '@/components/info/pricing/pricing-figures';
import { type Language, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

// The page's head in its body, so its structured data can be read.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const structuredData = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/** Shaped like `GET /core/v1/pricing/?country=TH`; the numbers are this test's own. */
const THAI: Pricing = {
  country: 'TH',
  currency: 'THB',
  packages: [
    { id: 'stars_100', stars: 100, bonus_stars: 0, price: { amount: 3_500, currency: 'THB', exponent: 2 }, price_tvs: 1 },
    { id: 'stars_1000', stars: 1_000, bonus_stars: 80, price: { amount: 34_900, currency: 'THB', exponent: 2 }, price_tvs: 1 },
  ],
  fee_bps: 1_250,
  tvs_per_star: 7,
  tvs_to_star: { tvs: 100, stars: 10 },
};
const US: Pricing = {
  ...THAI,
  country: 'US',
  currency: 'USD',
  packages: [
    { id: 'stars_100', stars: 100, bonus_stars: 0, price: { amount: 99, currency: 'USD', exponent: 2 }, price_tvs: 1 },
    { id: 'stars_10000', stars: 10_000, bonus_stars: 1_500, price: { amount: 9_999, currency: 'USD', exponent: 2 }, price_tvs: 1 },
  ],
  fee_bps: 2_000,
  tvs_per_star: 10,
};

async function show(language: Language, pricing: Pricing | null, figures?: PricingFigures) {
  return renderApp(<PricingPage pricing={pricing} figures={figures} />, {
    i18n: await createTestI18n(language, ['common', 'info', 'pricing']),
  });
}

/** Each row's texts: its header cell first, as the table puts it. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const).flatMap((role) =>
        within(row)
          .queryAllByRole(role)
          .map((cell) => cell.textContent),
      ),
    );

describe('the pricing page', () => {
  beforeEach(() => stubMatchMedia());

  it('says what is free, the fee as a percentage and a gift worked through with the API numbers', async () => {
    await show('en', US);
    expect(screen.getByRole('heading', { level: 1, name: 'Free to start, fees only when you earn' })).toBeVisible();
    const free = screen.getByRole('region', { name: 'What is free' });
    expect(
      within(free)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Creating your channel',
      'Editing your channel: its name, picture, banner and description',
      'Setting up membership tiers',
      "Receiving gifts: the fee comes out of each gift's value, never out of your pocket",
    ]);
    const fee = screen.getByRole('region', { name: 'The platform fee on earnings' });
    expect(within(fee).getByText('20% platform fee on the gifts you receive')).toBeVisible();
    expect(within(fee).getByText(/Each star a fan sends you is worth TVS\s0\.10 before the fee\./)).toBeVisible();
    const example = within(fee).getByRole('region', { name: 'A worked example' });
    const terms = within(example)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(example)
      .getAllByRole('definition')
      .map((value) => value.textContent?.replace(/\s/g, ' '));
    // 100 STAR × 0.10 TVS = 10.00 TVS, of which 20 % (2.00 TVS) is the fee.
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'A fan sends you': '100 STAR',
      'Value of the gift': 'TVS 10.00',
      'Platform fee (20%)': '−TVS 2.00',
      'You receive': 'TVS 8.00',
    });
  });

  it.each(SUPPORTED_LANGUAGES)('calls free only what exists, naming no planned feature, in %s', async (lang) => {
    await show(lang, US);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });

  it('lists the packages with bonus and local price, and says which prices these are', async () => {
    await show('en', US);
    const table = screen.getByRole('table', { name: 'Star packages, prices in USD' });
    expect(rows(table)).toEqual([
      ['Stars', 'Bonus', 'Price'],
      ['100 STAR', 'No bonus', '$0.99'],
      ['10,000 STAR', '+1,500 bonus', '$99.99'],
    ]);
    expect(screen.getByRole('region', { name: 'Star packages, prices in USD' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/Prices on this page are in the local currency of the page's language \(USD\)/)).toBeVisible();
    const packages = screen.getByRole('region', { name: 'Star packages for fans' });
    expect(within(packages).getByRole('link', { name: 'Go to the top-up page' })).toHaveAttribute('href', '/get-star');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('answers the questions about fees, payouts, refunds and payment methods, and ends with the call to create a channel', async () => {
    await show('en', US);
    const faq = screen.getByRole('region', { name: 'Questions about fees and payments' });
    const questions = within(faq)
      .getAllByText(/\?$/)
      .map((summary) => summary.textContent);
    expect(questions).toEqual([
      'Do I pay anything to start a channel?',
      'How is the platform fee taken?',
      'How do I use what I earn?',
      'Can I get my money back for stars I have not used?',
      'Which payment methods can fans use?',
      'Why do prices on the top-up page differ from this page?',
    ]);
    expect(within(faq).getByText(/In Thailand with PromptPay/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('without prices from the API, says they are being updated and links to the top-up page', async () => {
    await show('en', null);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/platform fee on the gifts you receive/)).not.toBeInTheDocument();
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Prices are being updated, see them on the top-up page.');
    expect(within(note).getByRole('link', { name: 'Go to the top-up page' })).toHaveAttribute('href', '/get-star');
    expect(screen.getByRole('region', { name: 'Questions about fees and payments' })).toBeVisible();
  });

  it('speaks Thai with baht prices and the Thai number style', async () => {
    await show('th', THAI);
    expect(screen.getByRole('heading', { level: 1, name: 'เริ่มต้นฟรี เสียค่าธรรมเนียมเฉพาะเมื่อคุณมีรายได้' })).toBeVisible();
    expect(screen.getByText('ค่าธรรมเนียมแพลตฟอร์ม 12.5% จากของขวัญที่คุณได้รับ')).toBeVisible();
    const table = screen.getByRole('table', { name: 'แพ็กเกจดาว ราคาเป็น THB' });
    expect(rows(table).slice(1)).toEqual([
      ['100 STAR', 'ไม่มีโบนัส', '฿35.00'],
      ['1,000 STAR', 'โบนัส +80', '฿349.00'],
    ]);
    const example = screen.getByRole('region', { name: 'ตัวอย่างการคำนวณ' });
    // 100 STAR × 0.07 TVS = 7.00 TVS; 12.5 % of it is 0.87 TVS after rounding down, so 6.13 TVS.
    expect(
      within(example)
        .getAllByRole('definition')
        .map((value) => value.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['100 STAR', 'TVS 7.00', '−TVS 0.87', 'TVS 6.13']);
  });

  it('says in Indonesian that prices are being updated when the API did not answer', async () => {
    await show('id', null);
    expect(screen.getByRole('status')).toHaveTextContent('Harga sedang diperbarui, lihat harganya di halaman isi ulang.');
  });

  it('shows the numbers the server formatted, when it gave them, and formats none itself', async () => {
    // The first number format a page builds loads ICU's number data while it hydrates.
    const formats = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const figures: PricingFigures = {
      ...pricingFigures(US, 'en'),
      fee: '20 pc',
      example: { stars: '1 hundred', gross: 'TVS ten', fee: 'TVS two', net: 'TVS eight' },
      packages: [
        { id: 'stars_100', stars: '100', bonus: '0', hasBonus: false, price: 'USD 0,99' },
        { id: 'stars_10000', stars: '10 000', bonus: '1 500', hasBonus: true, price: 'USD 99,99' },
      ],
    };
    formats.mockClear();
    await show('en', US, figures);
    expect(formats).not.toHaveBeenCalled();
    const fee = screen.getByRole('region', { name: 'The platform fee on earnings' });
    expect(within(fee).getByText('20 pc platform fee on the gifts you receive')).toBeVisible();
    const example = within(fee).getByRole('region', { name: 'A worked example' });
    expect(
      within(example)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1 hundred STAR', 'TVS ten', '−TVS two', 'TVS eight']);
    expect(rows(screen.getByRole('table')).slice(1)).toEqual([
      ['100 STAR', 'No bonus', 'USD 0,99'],
      ['10 000 STAR', '+1 500 bonus', 'USD 99,99'],
    ]);
    const catalogue = structuredData().find((data) => data['@type'] === 'OfferCatalog') as { itemListElement: { itemOffered: unknown }[] };
    expect(catalogue.itemListElement.map((offer) => offer.itemOffered)).toEqual([
      { '@type': 'Product', name: '100 STAR (+0 bonus)' },
      { '@type': 'Product', name: '10 000 STAR (+1 500 bonus)' },
    ]);
    formats.mockRestore();
  });

  it('describes the packages as an OfferCatalog of Product offers, or the FAQ without prices', async () => {
    const { unmount } = await show('en', US);
    expect(structuredData().find((data) => data['@type'] === 'WebPage')).toMatchObject({ name: 'Pricing | Starlit' });
    const catalogue = structuredData().find((data) => data['@type'] === 'OfferCatalog');
    expect(catalogue?.itemListElement).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        sku: 'stars_100',
        price: '0.99',
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Product', name: '100 STAR (+0 bonus)' },
      }),
      expect.objectContaining({
        '@type': 'Offer',
        sku: 'stars_10000',
        price: '99.99',
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Product', name: '10,000 STAR (+1,500 bonus)' },
      }),
    ]);
    unmount();
    await show('en', null);
    expect(structuredData().some((data) => data['@type'] === 'OfferCatalog')).toBe(false);
    const faq = structuredData().find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(6);
  });
});
