import type { BrowserContext, Page } from '@playwright/test';

/**
 * A server-rendered page shows its buttons before its scripts run (the paint-first loader starts
 * them after the first paint, and `load` may come first): a click or key pressed then does
 * nothing, as for a person on a slow phone. Once React's hydrateRoot has marked Next's root, an
 * event on a part not yet hydrated hydrates it and is handled. So a test acts after that mark.
 */
export async function untilHydrated(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.waitForFunction(() => {
        const root = document.getElementById('__next');
        return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      });
      return;
    } catch (error) {
      // The page went on to another document (a redirect after load): wait for that one.
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/**
 * `goto`, `reload` and `waitForURL` of every page of `context` answer once the page can act (one
 * that only waits for the commit is left as it is: such a test acts before the scripts on purpose).
 */
export function actAfterHydration(context: BrowserContext): void {
  const wrap = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitForURL = page.waitForURL.bind(page);
    const settle = async <T>(done: T, waitUntil?: string) => {
      if (waitUntil !== 'commit') await untilHydrated(page);
      return done;
    };
    page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => settle(await reload(options), options?.waitUntil);
    page.waitForURL = async (url, options) => settle(await waitForURL(url, options), options?.waitUntil);
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
}
