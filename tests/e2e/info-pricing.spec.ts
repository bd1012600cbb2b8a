import type { Page } from '@playwright/test';
import type { Pricing } from '../../contracts/pricing';
import { signatureParam } from '../../contracts/signing';
import { expect, test } from './fixtures';
import type { Language } from '../../services/i18n/languages';
import { chooseLanguage } from './support/language-choice';

const API = 'http://127.0.0.1:4000';
// The stack's default (.env.example); the e2e run does not set it.
const SIGNING_KEY = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';

/** What the API itself answers for `country`, asked as the web client asks it (signed). */
async function apiPricing(country: string): Promise<Pricing> {
  const url = new URL('/core/v1/pricing/', API);
  url.searchParams.set('country', country);
  url.searchParams.set('verify', signatureParam(SIGNING_KEY, url.pathname, Math.floor(Date.now() / 1000)));
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Pricing }).data;
}

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The table's price column as the page shows it. */
async function shownPrices(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  if ((await table.count()) === 0) return [];
  return (await table.getByRole('row').locator('td:last-child').allTextContents()).map(normalize);
}

/** The page is built without an API; the first visits regenerate it, so reload until the prices are in. */
async function openWithPrices(page: Page, path: string, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return (await shownPrices(page)).length;
      },
      { timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toBe(count);
}

const CASES: { path: string; lang: Language; country: string; locale: string; feeText: (percent: string) => string }[] = [
  {
    path: '/pricing',
    lang: 'en',
    country: 'US',
    locale: 'en-US',
    feeText: (percent: string) => `${percent} platform fee on the gifts you receive`,
  },
  {
    path: '/th/pricing',
    lang: 'th',
    country: 'TH',
    locale: 'th-TH',
    feeText: (percent: string) => `ค่าธรรมเนียมแพลตฟอร์ม ${percent} จากของขวัญที่คุณได้รับ`,
  },
];

test.describe('pricing page from the API', () => {
  for (const { path, lang, country, locale, feeText } of CASES) {
    test(`${path} shows the packages and the fee the API answers for ${country}`, async ({ page, context }) => {
      await chooseLanguage(context, lang);
      const pricing = await apiPricing(country);
      await openWithPrices(page, path, pricing.packages.length);

      const money = ({ amount, currency, exponent }: { amount: number; currency: string; exponent: number }) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: exponent,
          maximumFractionDigits: exponent,
        }).format(amount / 10 ** exponent);
      expect(await shownPrices(page)).toEqual(pricing.packages.map((item) => normalize(money(item.price))));
      const stars = new Intl.NumberFormat(locale);
      const rowHeaders = await page.getByRole('table').getByRole('rowheader').allTextContents();
      expect(rowHeaders.map(normalize)).toEqual(pricing.packages.map((item) => `${stars.format(item.stars)} STAR`));
      await expect(page.getByRole('table')).toContainText(pricing.currency);

      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(pricing.fee_bps / 10_000);
      await expect(page.getByText(feeText(percent), { exact: true })).toBeVisible();
    });
  }
});
