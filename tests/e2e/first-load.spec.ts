import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { PEOPLE, ensureMemberChannel } from './support/routes';

/** Next's page data for a client-side navigation: what a link's prefetch fetches first. */
const PAGE_DATA = /\/_next\/data\/[^/]+\/(?<page>[^?]+)\.json/;

const dataPage = (request: Request): string | undefined => PAGE_DATA.exec(new URL(request.url()).pathname)?.groups?.page;

/** The pages whose data the browser fetches from now on, in order. */
function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const fetched = dataPage(request);
    if (fetched !== undefined) seen.push(fetched);
  });
  return seen;
}

test.describe('first load', () => {
  // The pages Lighthouse measures against the anchor (scripts/lighthouse.mjs), signed out; every
  // link of ours is an AppLink (components/ui/app-link.tsx), which ESLint enforces.
  for (const path of ['/', '/login', '/pricing', '/get-star', '/about-us']) {
    test(`${path} fetches no other page's data while it starts`, async ({ page }) => {
      const fetched = pageDataRequests(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Links in view were prefetched right after hydration: by then the network went quiet.
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
    });
  }

  test("a channel page fetches no other page's data while it starts", async ({ page }) => {
    await ensureMemberChannel();
    const fetched = pageDataRequests(page);
    await page.goto(`/@${PEOPLE.member.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PEOPLE.member.channelName })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });

  test('a link is still prefetched when the visitor reaches for it', async ({ page }) => {
    const fetched = pageDataRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    const prefetch = page.waitForRequest((request) => dataPage(request) === 'en/login');
    await signIn.hover();
    await prefetch;
    expect(fetched).toEqual(['en/login']);
    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
