import { HTML_LANG, SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { expect, test } from './fixtures';
import { expectAccessible, tabTo } from './support/axe';
import { auditLayout } from './support/layout-audit';

/**
 * The intro, how-it-works and comparison pages on phones (every language, light and dark), and the
 * comparison table's own scrolling, which only a browser lays out: the page stays as wide as the
 * screen while the table scrolls in its region, by keyboard too, under a feature column that stays put.
 */

const PAGES = ['/intro', '/how-it-works', '/comparison'] as const;
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [320, 390] as const;
const at = (lang: string, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

test.describe('intro, how it works and comparison', () => {
  for (const lang of SUPPORTED_LANGUAGES) {
    test(`fit a 320 px and a 390 px phone in light and dark (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 640 });
          for (const path of PAGES) {
            await page.goto(at(lang, path));
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
            expect.soft(await auditLayout(page), `${at(lang, path)}, ${scheme}, ${width} px`).toEqual([]);
          }
        }
      }
    });
  }

  test('the comparison table scrolls inside its region at 320 px, by keyboard, with the feature column in place', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/comparison');
    const region = page.getByRole('region', { name: 'Feature comparison table; on a small screen it scrolls sideways' });
    const feature = region.getByRole('rowheader', { name: 'Live streaming built in' });
    // The same row's Open Collective cell, the last column.
    const lastCell = region
      .getByRole('row', { name: /^Live streaming built in/ })
      .getByRole('cell')
      .last();
    await feature.scrollIntoViewIfNeeded();
    await expect(lastCell).toHaveText('No');
    await expect(lastCell).not.toBeInViewport();
    const before = await feature.boundingBox();

    await tabTo(page, region);
    for (let presses = 0; presses < 30; presses++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    // Focusing the tall region scrolled the page down; the row is brought back into view vertically only.
    await feature.scrollIntoViewIfNeeded();
    await expect(lastCell).toBeInViewport();
    expect((await feature.boundingBox())?.x).toBe(before?.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  for (const scheme of SCHEMES) {
    test(`no serious or critical axe violation, ${scheme}, in English and Thai`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      for (const lang of ['en', 'th'] as const) {
        for (const path of PAGES) {
          await page.goto(at(lang, path));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(page, `${at(lang, path)} (${scheme})`);
        }
      }
    });
  }
});
