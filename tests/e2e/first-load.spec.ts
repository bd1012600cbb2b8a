import { randomUUID } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { PEOPLE, ensureMemberChannel } from './support/routes';
import { apiAs, apiSignIn } from './support/api-session';
import { pausingProxy } from './support/paused-document';
import { FIRST_PAINT_ID } from '../../components/layout/first-paint-mark';

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

  test('a page starts without rewriting what the server sent in its head and <html>', async ({ page }) => {
    // Each of these restyled or re-parsed the whole page while it hydrated: the head manager taking
    // out the page's tags (the shell's <Head> mounted before the page's), emotion's caches moving
    // the server's style elements (theme/served-styles.ts), the transitions rule MUI added and
    // removed when it applied the stored scheme, and `lang` written again.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { startupChanges: string[] }).startupChanges = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && record.target === document.documentElement && record.attributeName === 'lang')
            seen.push('lang written');
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element && (node.hasAttribute('data-next-head') || node.hasAttribute('data-emotion')))
              seen.push(`removed ${node.outerHTML.slice(0, 60)}`);
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLStyleElement && /transition:none/.test(node.textContent ?? '')) seen.push('transitions rule added');
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang'] });
    });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { startupChanges: string[] }).startupChanges)).toEqual([]);
    await expect(page).toHaveTitle(/About us/);
    // The served styles still apply: the header stays at the top as the page scrolls.
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  /** From now on, `page` keeps the layout shifts of each document it opens (see `shiftsSeen`). */
  async function recordShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[])
          shifts.push(
            `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className ?? '?').join(', ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** The layout shifts of the open document: each one's score and the classes of what moved. */
  const shiftsSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

  /**
   * Opens `path` at `bytesPerSecond` until `arrived` is in the document (the browser paints whatever
   * HTML it has parsed, and a slow connection hands it the page in pieces), then at full speed;
   * answers the layout shifts the page made until the network went quiet.
   */
  async function shiftsOfSlowLoad(page: Page, path: string, bytesPerSecond: number, arrived: Locator): Promise<string[]> {
    await recordShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: 100_000,
    });
    await page.goto(path, { waitUntil: 'commit' });
    await arrived.waitFor({ state: 'attached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    return shiftsSeen(page);
  }

  test('a page that arrives slowly is painted with its whole header: nothing in it moves', async ({ page }) => {
    // A header painted before its last buttons arrived had its language switch jump left when they
    // did (Lighthouse saw it as a layout shift of 0.002-0.05 on some loads). The document's head
    // holds rendering until the layout's first-paint mark, at the end of <main>, is parsed
    // (components/layout/first-paint-mark.tsx). About 8 kB a second until then.
    expect(await shiftsOfSlowLoad(page, '/pricing', 8_000, page.locator(`#${FIRST_PAINT_ID}`))).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test("a channel page whose HTML stops before a button's label is not painted until it has come: the button does not grow", async ({
    browser,
  }) => {
    // On a phone a channel's "Send stars" button ends at the right edge of its name's row. With the
    // first-paint mark at the start of <main>, a connection that paused before the button's label
    // had the button painted 64 px wide, growing to the left when the label came (a layout shift
    // of 0.0018; Lighthouse's mobile run measured CLS 0.007 on one load). The mark now ends <main>.
    const tag = randomUUID().slice(0, 8);
    const { tokens } = await apiSignIn({ email: `paused-${tag}@e2e.test`, name: 'Lou Paused' }, randomUUID());
    const created = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: `paused-${tag}`, display_name: 'Lou Paused' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/@paused-${tag}`;
    const pausing = await pausingProxy(path, 'Send stars', 1_500);
    const context = await browser.newContext({ proxy: pausing.proxy, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await recordShifts(page);
      await page.goto(`http://localhost:${process.env.WEB_PORT || 3000}${path}`);
      await expect(page.getByRole('link', { name: 'Send stars' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shiftsSeen(page)).toEqual([]);
    } finally {
      await context.close();
      await pausing.close();
    }
  });

  test('a centred sign-in page that arrives slowly is painted whole: its card does not climb the screen', async ({ page }) => {
    // The sign-in pages centre their card in the screen. Painted from part of the HTML, the card
    // was centred as far as it had arrived and moved up as the rest came (a layout shift of
    // 0.03-0.25 here, 0.06-0.26 in some Lighthouse loads): their layout puts the first-paint mark
    // after the card. About 20 kB a second until the card's last link has arrived.
    expect(await shiftsOfSlowLoad(page, '/login', 20_000, page.getByRole('link', { name: 'Sign up' }))).toEqual([]);
  });

  test('a page starts without a transition: nothing fades while it hydrates', async ({ page }) => {
    // A transition at start-up draws a frame (style, paint, commit) every 16 ms while it runs, on
    // the main thread that is still hydrating. The sign-in buttons, disabled while the session
    // starts, faded their colours back in: ~20 frames on /login's first load.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = seen;
      document.addEventListener(
        'transitionrun',
        (event) => seen.push(`${(event.target as Element).className} ${event.propertyName}`),
        true,
      );
    });
    await ensureMemberChannel();
    for (const path of ['/', '/login', '/signup', '/pricing', '/get-star', '/about-us', `/@${PEOPLE.member.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions), path).toEqual([]);
    }
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
