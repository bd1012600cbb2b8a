import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Parts below the fold are drawn only near the view (`content-visibility: auto` on
 * `[data-deferred]`, components/ui/deferred.tsx), and the browser holds their transitions (a colour
 * easing into the other scheme) until then: waiting for those would never end. While axe reads the
 * page, every part is drawn, as a reader scrolling through it meets it.
 */
const DRAW_EVERY_PART = '[data-deferred] { content-visibility: visible !important; }';

/**
 * Axe's default mode runs in each frame and finishes in a new blank page, so that it can read
 * frames of other origins (the card form of the Stripe stand-in). On a page whose frames are all
 * of its own origin, `axe.run` in the page reads every frame alike and gives the same results
 * (the same rules passed, failed and incomplete, node for node, on eight pages in dark, at rest) in
 * less than half the time: ~350 against ~800 ms a check, over two hundred checks an e2e run.
 */
function onlySameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => frame.url() === 'about:blank' || frame.url() === '' || new URL(frame.url()).origin === origin);
}

/** Fails with a readable list when axe finds a serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // The page as a person reads it: a colour or position still easing (a CSS transition) is
  // measured once it has arrived. Endless animations (a spinner) are not waited for.
  await page.evaluate((rule) => {
    const style = document.createElement('style');
    style.id = 'axe-draw-every-part';
    style.textContent = rule;
    document.head.append(style);
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, DRAW_EVERY_PART);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(onlySameOriginFrames(page)).analyze();
  await page.evaluate(() => document.getElementById('axe-draw-every-part')?.remove());
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
