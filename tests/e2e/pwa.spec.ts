import { expect, test } from './fixtures';
import { text } from './support/ui-sign-in';

test.describe('install as an app', () => {
  test('the manifest describes an installable app with a maskable icon', async ({ request }) => {
    const manifest = await (await request.get('/site.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Starlit', theme_color: '#501BC0', display: 'standalone', start_url: '/' });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    // PNGs only: Chromium draws an SVG icon in a document of its own during every page's start-up.
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('a page links the manifest once it has settled; /add-to-home-screen links it at once', async ({ page, request }) => {
    // Not served: Chrome's install check and its install icon's animation would compete with the start.
    expect(await (await request.get('/login')).text()).not.toContain('rel="manifest"');
    await page.goto('/login');
    const manifest = page.locator('link[rel="manifest"]');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(manifest).toHaveCount(0);
    await expect(manifest).toHaveAttribute('href', '/site.webmanifest', { timeout: 20_000 });

    await page.goto('/add-to-home-screen');
    await expect(manifest).toHaveAttribute('href', '/site.webmanifest', { timeout: 4_000 });
  });

  test("the browser tab's icon is a PNG the site serves", async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).length).toBeGreaterThan(100);
  });

  // A context of its own: with the network cut, the page's API calls fail on purpose, which the
  // shared page's console check would count as faults.
  test('the service worker registers after load and a reload with the network cut still shows the app shell', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1, name: text('en', 'home', 'hero.title') });
      await expect(heading).toBeVisible();
      // Registered, installed (shell, chunks, locales cached) and in control of the page.
      await expect
        .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 30_000 })
        .toBe(true);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const cache = await caches.open(names.find((name) => name.startsWith('starlit-'))!);
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      expect(cached).toEqual(expect.arrayContaining(['/', '/locales/th/common.json', '/site.webmanifest']));
      // Nothing of the API's origin and no data route is ever cached.
      expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/_next/data/'))).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
