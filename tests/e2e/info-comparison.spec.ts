import { expect, test } from './fixtures';
import { tabTo } from './support/axe';

/**
 * The comparison table's own scrolling, which only a browser lays out: the page stays as wide as
 * the screen while the table scrolls in its region, by keyboard too, under a feature column that
 * stays put. (Reflow and axe on every informational page: reflow.spec.ts, accessibility.spec.ts.)
 */

test.describe('comparison', () => {
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
});
