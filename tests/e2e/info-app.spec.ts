import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './support/ui-sign-in';
import { chooseLanguage } from './support/language-choice';

// Chromium's report of the app's address it could not open (no handler for the scheme, or no user
// gesture on a page that was typed in): the very case the fallback is for.
const SCHEME_NOT_OPENED = /^(Not allowed|Failed) to launch 'starlit:\/\/open[^']*'/;

/**
 * A context of its own, because the shared page counts every console error as a fault: here the
 * browser's refusal to open the app is expected, and anything else still fails the test.
 */
async function withOwnPage(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !SCHEME_NOT_OPENED.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await run(page);
  } finally {
    await context.close();
  }
  expect(errors, 'console errors other than the unopened app address').toEqual([]);
}

/**
 * What only a browser shows on the app pages: the deep link's fallback (Chromium has no handler
 * for the app's scheme, so the app never takes over) and the install prompt's absence when the
 * browser offers none (headless Chromium does not fire `beforeinstallprompt` reliably).
 */
test.describe('the app pages', () => {
  test('/open-app tries the app, then lands on the download page', async ({ browser }) => {
    await withOwnPage(browser, async (page) => {
      await page.goto('/open-app?path=/get-star');
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'download', 'heading') })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/download');
      await expect(page.getByText(text('en', 'download', 'mobile.notListed'))).toBeVisible();
    });
  });

  test('/th/open-app lands on the Thai download page', async ({ browser }) => {
    await withOwnPage(browser, async (page) => {
      await chooseLanguage(page.context(), 'th');
      await page.goto('/th/open-app');
      await expect(page.getByRole('heading', { level: 1, name: text('th', 'download', 'heading') })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/th/download');
    });
  });

  test('/open-app is kept out of search results and offers the way back to the web while it waits', async ({ page }) => {
    // The page's own HTML, before any script runs: the fallback cannot have happened yet.
    const response = await page.request.get('/open-app');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).toContain(text('en', 'open-app', 'heading'));
    expect(html).toContain(text('en', 'open-app', 'browser'));
  });

  test('/add-to-home-screen shows its steps and no install button while the browser offers no prompt', async ({ page }) => {
    await page.goto('/add-to-home-screen');
    await expect(page).toHaveTitle(text('en', 'install', 'title'));
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'install', 'heading') })).toBeVisible();
    // Hydrated: the visitor's platform (a desktop Chrome here) is marked, and the prompt's box says what to do instead.
    const desktop = page.getByRole('region', { name: text('en', 'install', 'platforms.desktop.title') });
    await expect(desktop.getByText(text('en', 'install', 'platforms.yours'))).toBeVisible();
    await expect(page.getByRole('status').getByText(text('en', 'install', 'prompt.waiting'))).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'install', 'prompt.install') })).toHaveCount(0);
  });
});
