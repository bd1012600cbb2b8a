import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Fails with a readable list when axe finds a serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // The page as a person reads it: a colour or position still easing (a CSS transition) is
  // measured once it has arrived. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  // The first node's own words say what was measured (for a contrast: both colours and the ratio).
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} — ${violation.nodes[0]?.any[0]?.message ?? ''}`,
    );
  expect(blocking, `axe on ${what}`).toEqual([]);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
