import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { HTML_LANG, SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn } from './support/api-session';
import { chooseLanguage } from './support/language-choice';
import { type Language, text } from './support/ui-sign-in';

const SITE = 'http://localhost:3000';
const prefix = (lang: Language) => (lang === 'en' ? '' : `/${lang}`);

const saveChoice = chooseLanguage;

/** The paths a page load went through, redirects first. */
function hops(response: Response | null): string[] {
  const paths: string[] = [];
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom())
    paths.unshift(new URL(request.url()).pathname);
  return paths;
}

const signInHeading = (page: Page, lang: Language) => page.getByRole('heading', { level: 1, name: text(lang, 'auth', 'signInTitle') });
const savedChoice = (page: Page) => page.evaluate(() => window.localStorage.getItem('i18nextLng'));
const languageCookie = async (context: BrowserContext) => (await context.cookies(SITE)).find((c) => c.name === 'i18nextLng')?.value;

test.describe('languages in the URL', () => {
  // These read the server's redirects from Playwright's redirect chain. Once the page's service
  // worker controls the tab (it registers when a page is idle after load), a redirect reaches the
  // tab through the worker and is followed as a new navigation, which that chain does not show:
  // the test then failed whenever the worker was active in time. pwa.spec.ts covers the worker.
  test.use({ serviceWorkers: 'block' });
  test('each language path is served already rendered in its language, with its canonical URL and every alternate', async ({
    page,
    context,
  }) => {
    for (const lang of SUPPORTED_LANGUAGES) {
      await saveChoice(context, lang);
      const response = await page.goto(`${prefix(lang)}/login`);
      expect(response?.status(), lang).toBe(200);
      // The prerendered HTML, before any script: no other language to flash.
      const markup = ((await response?.text()) ?? '').split('id="__NEXT_DATA__"')[0];
      expect(markup, lang).toContain(`<html lang="${HTML_LANG[lang]}"`);
      expect(markup, lang).toContain(text(lang, 'auth', 'signInTitle'));
      if (lang !== 'en') expect(markup, lang).not.toContain(text('en', 'auth', 'signInTitle'));

      await expect(signInHeading(page, lang)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.getByRole('combobox', { name: text(lang, 'common', 'language.label') })).toHaveValue(lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${prefix(lang)}/login`);
      for (const other of SUPPORTED_LANGUAGES) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${HTML_LANG[other]}"]`)).toHaveAttribute(
          'href',
          `${SITE}${prefix(other)}/login`,
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${SITE}/login`);
    }
  });

  test('links inside a language stay in it', async ({ page, context }) => {
    await saveChoice(context, 'th');
    await page.goto('/th');
    await expect(page.getByRole('heading', { level: 1, name: text('th', 'home', 'hero.title') })).toBeVisible();
    // The home page's title and description are the site's, in the page's language.
    await expect(page).toHaveTitle(text('th', 'common', 'site.title'));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', text('th', 'common', 'site.description'));
    await page.getByRole('link', { name: text('th', 'common', 'nav.signIn') }).click();
    await expect(page).toHaveURL('/th/login');
    await expect(signInHeading(page, 'th')).toBeVisible();
  });

  test.describe('a first visit with a Thai browser', () => {
    test.use({ locale: 'th-TH' });

    test('is sent once from / to /th, and the detected language is cached as the choice', async ({ page, context }) => {
      const landing = await page.goto('/');
      expect(hops(landing)).toEqual(['/', '/th']);
      await expect(page.getByRole('heading', { level: 1, name: text('th', 'home', 'hero.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect.poll(() => savedChoice(page)).toBe('th');
      expect(await languageCookie(context)).toBe('th');

      // Cached, it is the reader's language from now on for addresses without a language.
      expect(hops(await page.goto('/login'))).toEqual(['/login', '/th/login']);
      await expect(signInHeading(page, 'th')).toBeVisible();
    });

    test('a first visit of an address without a language is sent to the same page in Thai; a prefixed one is served as linked', async ({
      page,
    }) => {
      expect(hops(await page.goto('/login?from=share'))).toEqual(['/login', '/th/login']);
      expect(new URL(page.url()).search).toBe('?from=share');
      await expect(signInHeading(page, 'th')).toBeVisible();
      await expect.poll(() => savedChoice(page)).toBe('th');
      expect(hops(await page.goto('/id/login'))).toEqual(['/id/login']);
      await expect(signInHeading(page, 'id')).toBeVisible();
    });

    test('a saved choice wins over the browser language on an address without a language, once, without a loop', async ({
      page,
      context,
    }) => {
      await saveChoice(context, 'fil');
      expect(hops(await page.goto('/'))).toEqual(['/', '/fil']);
      await expect(page.getByRole('heading', { level: 1, name: text('fil', 'home', 'hero.title') })).toBeVisible();
      expect(hops(await page.goto('/login'))).toEqual(['/login', '/fil/login']);
      await expect(signInHeading(page, 'fil')).toBeVisible();
      expect(hops(await page.goto('/fil/login'))).toEqual(['/fil/login']);
    });

    test('a visitor who saved English opens a Thai link in Thai, and keeps English for the other addresses', async ({ page, context }) => {
      await saveChoice(context, 'en');
      expect(hops(await page.goto('/th/login'))).toEqual(['/th/login']);
      await expect(signInHeading(page, 'th')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      expect(await savedChoice(page)).toBe('en');
      expect(hops(await page.goto('/'))).toEqual(['/']);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('a visitor who saved Thai opens /id/pricing in Indonesian, and /pricing in Thai', async ({ page, context }) => {
      await saveChoice(context, 'th');
      const pricingHeading = (lang: Language) => page.getByRole('heading', { level: 1, name: text(lang, 'pricing', 'heading') });
      expect(hops(await page.goto('/id/pricing'))).toEqual(['/id/pricing']);
      await expect(pricingHeading('id')).toBeVisible();
      // Hydrated and settled: the browser did not move it to Thai either, nor overwrite the choice.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL('/id/pricing');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.id);
      expect(await savedChoice(page)).toBe('th');
      expect(await languageCookie(context)).toBe('th');

      expect(hops(await page.goto('/pricing'))).toEqual(['/pricing', '/th/pricing']);
      await expect(pricingHeading('th')).toBeVisible();
    });

    test('a choice only local storage still holds is applied after load and mirrored again', async ({ page, context }) => {
      await saveChoice(context, 'tw', { cookie: false });
      await page.goto('/login');
      await expect(page).toHaveURL('/tw/login');
      await expect(signInHeading(page, 'tw')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      expect(await languageCookie(context)).toBe('tw');
    });
  });

  test('a signed-in visitor is sent home from a sign-in page, in its language', async ({ page, context, request }) => {
    const session = { cookie: `t_uat=${encodeURIComponent('"a-token"')}` };
    const answer = await request.get('/th/signup', { headers: session, maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe('/th');
    await context.addCookies([{ name: 't_uat', value: encodeURIComponent('"a-token"'), url: SITE }]);
    await saveChoice(context, 'id');
    expect(hops(await page.goto('/login'))).toEqual(['/login', '/', '/id']);
  });

  test('switching language on a channel page keeps the page, saves the choice, and the choice sticks', async ({ page, context }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = { email: `lina-${tag}@e2e.test`, name: 'Lina', slug: `lina-${tag}` };
    const { tokens } = await apiSignIn(owner, randomUUID());
    const created = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: owner.slug, display_name: owner.name });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.goto(`/@${owner.slug}`);
    await expect(page.getByText(text('en', 'profile', 'channel.page.noBio'))).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('th');

    await expect(page).toHaveURL(`/th/@${owner.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lina' })).toBeVisible();
    await expect(page.getByText(text('th', 'profile', 'channel.page.noBio'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await savedChoice(page)).toBe('th');
    expect(await languageCookie(context)).toBe('th');

    // The English address now leads to the Thai page, on the server.
    const again = await page.goto(`/@${owner.slug}`);
    expect(hops(again)).toEqual([`/@${owner.slug}`, `/th/@${owner.slug}`]);
    const markup = ((await again?.text()) ?? '').split('id="__NEXT_DATA__"')[0];
    expect(markup).toContain(text('th', 'profile', 'channel.page.noBio'));

    await page.getByRole('combobox', { name: text('th', 'common', 'language.label') }).selectOption('tw');
    await expect(page).toHaveURL(`/tw/@${owner.slug}`);
    await expect(page.getByText(text('tw', 'profile', 'channel.page.noBio'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.getByRole('combobox', { name: text('tw', 'common', 'language.label') }).selectOption('en');
    await expect(page).toHaveURL(`/@${owner.slug}`);
    await expect(page.getByText(text('en', 'profile', 'channel.page.noBio'))).toBeVisible();
    expect(await savedChoice(page)).toBe('en');
    expect(hops(await page.reload())).toEqual([`/@${owner.slug}`]);
  });

  test('a language picked before the page could act on it is not lost', async ({ page, context }) => {
    // The page's scripts are held until the pick: the select is still the server's HTML then, as
    // when a person picks at once on a slow phone (the e2e run once lost a pick this way).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
    release();
    await expect(page).toHaveURL('/th/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await languageCookie(context)).toBe('th');
  });

  test.describe('a first visit with a browser in a language the product does not have', () => {
    test.use({ locale: 'de-DE' });

    test('keeps the page’s own language and caches it as the choice', async ({ page }) => {
      expect(hops(await page.goto('/th/login'))).toEqual(['/th/login']);
      await expect(signInHeading(page, 'th')).toBeVisible();
      await expect.poll(() => savedChoice(page)).toBe('th');
      expect(hops(await page.goto('/login'))).toEqual(['/login', '/th/login']);
    });
  });
});
