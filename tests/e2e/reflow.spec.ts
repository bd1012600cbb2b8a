import type { BrowserContext, Page } from '@playwright/test';
import { HTML_LANG, SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { expect, test } from './fixtures';
import { signInAs } from './support/api-session';
import { STILL_CSS, auditLayout } from './support/layout-audit';
import { PEOPLE, ROUTES, ROUTE_FAILURES, type RouteCheck, type RouteContext, type Session, prepareRouteData } from './support/routes';
import { accountMenu } from './support/ui-sign-in';

/**
 * WCAG 2.2 1.4.10 Reflow on the phones our fans use: every route of support/routes.ts, and every
 * dialog it can show, at 320 × 640 and 390 × 844, in each language and theme, signed out and
 * signed in with the longest names. One browser context per language: each screen is opened once
 * at 320 px in the light theme, then measured in each theme and viewport as a phone turned dark or
 * a wider phone shows it (the system's colour scheme and the window size change in place; the app
 * follows both live), one round trip each. A failure names the screen, language, theme, viewport
 * and the element.
 */

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;
const SESSION_ORDER: Session[] = ['visitor', 'newcomer', 'member', 'payee'];
const ordered = [...ROUTES].sort((a, b) => SESSION_ORDER.indexOf(a.session) - SESSION_ORDER.indexOf(b.session));

/** The language a returning visitor chose: the saved choice and its cookie mirror (services/i18n). */
async function chooseLanguage(context: BrowserContext, lang: string) {
  await context.addCookies([{ name: 'i18nextLng', value: lang, url: 'http://localhost:3000' }]);
  await context.addInitScript((chosen) => window.localStorage.setItem('i18nextLng', chosen), lang);
}

/** Transitions off in every document, so overlays are measured at rest. */
async function holdStill(context: BrowserContext) {
  await context.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const sheet = document.createElement('style');
      sheet.textContent = css;
      document.head.append(sheet);
    });
  }, STILL_CSS);
}

type Theme = (typeof THEMES)[number];

/** The page shown in the theme (the app follows the system's scheme live) at the viewport's size. */
async function show(page: Page, theme: Theme, viewport: (typeof VIEWPORTS)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await page.setViewportSize(viewport);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Layout that JavaScript decides (media queries in components) renders on the next frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Opens the route, light and 320 px wide, and waits until it shows in the chosen language; answers its path. */
async function load(page: Page, route: RouteCheck, context: RouteContext): Promise<string> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORTS[0]!);
  const path = await route.path();
  await page.goto(path);
  await expect(route.ready(context)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[context.lang]);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  if (route.session !== 'visitor') await expect(accountMenu(page, PEOPLE[route.session].name, { lang: context.lang })).toBeVisible();
  return path;
}

/** Measures what is on screen in each theme and viewport; `what` names it in a failure. */
async function auditEverywhere(page: Page, what: string, lang: string, shot?: (name: string) => string) {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      await show(page, theme, viewport);
      const combination = `${lang}, ${theme}, ${viewport.width}×${viewport.height}`;
      expect.soft(await auditLayout(page), `${what} in ${combination}`).toEqual([]);
      if (shot) await page.screenshot({ path: shot(`${theme}-${viewport.width}`) });
    }
  }
}

test('the reflow check names an element wider than the phone, a cut-off control, a small target, misaligned fields and a wrapped label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<div id="too-wide" style="width:480px">Wide banner</div>' +
        '<div style="overflow:hidden;width:100px"><button style="width:200px;height:48px">Cut off</button></div>' +
        '<button style="width:30px;height:30px">x</button>' +
        // Fields as tall as a target, one under a label that wraps onto a second line.
        '<div style="display:flex;gap:8px"><label style="display:flex;flex-direction:column;width:100px">Expiration date<input style="height:48px"></label>' +
        '<label style="display:flex;flex-direction:column;width:100px">CVC<input style="height:48px"></label></div>' +
        '<div class="MuiDialogActions-root"><button class="MuiButton-root" style="width:60px;min-height:48px">Default card</button></div>',
    );
  });
  const problems = await auditLayout(page);
  expect(problems).toEqual(
    expect.arrayContaining([
      'document-overflow: the page is 480 px wide in a 320 px viewport',
      expect.stringMatching(/^beyond-viewport: <div> "Wide banner" in <main> spans 0…480 px of 320$/),
      expect.stringMatching(/^clipped-control: <button> "Cut off" in <main> shows 100 of its 200 px$/),
      expect.stringMatching(/^small-target: <button> "x" in <main> is 30×30 px$/),
      expect.stringMatching(/^misaligned-fields: <input> in <main> \(\d+…\d+ px\) and <input> in <main> \(\d+…\d+ px\) share a row$/),
      expect.stringMatching(/^wrapped-label: <button .MuiButton-root> "Default card" in <main> breaks its text over 2 lines$/),
    ]),
  );
});

test.describe('reflow on phones', () => {
  test.use({ expectedFailures: [ROUTE_FAILURES, { scope: 'test' }], viewport: VIEWPORTS[0], colorScheme: 'light' });
  test.beforeAll(prepareRouteData);

  for (const lang of SUPPORTED_LANGUAGES) {
    test(`every screen and dialog fits (${lang}: light and dark, ${VIEWPORTS.map((v) => `${v.width}×${v.height}`).join(' and ')})`, async ({
      page,
      context,
    }, testInfo) => {
      test.setTimeout(300_000);
      await chooseLanguage(context, lang);
      await holdStill(context);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      const routeContext: RouteContext = { lang, page };
      let session: Session = 'visitor';
      for (const route of ordered) {
        if (route.session !== session) {
          session = route.session;
          if (session !== 'visitor') await signInAs(page, PEOPLE[session]);
        }
        const path = await load(page, route, routeContext);
        await auditEverywhere(page, `${route.name} (${path})`, lang);
        for (const dialog of route.dialogs ?? []) {
          await load(page, route, routeContext);
          const shown = await dialog.open(routeContext);
          await expect(shown).toBeVisible();
          const shot = dialog.shot;
          await auditEverywhere(
            page,
            `${route.name}: ${dialog.name}`,
            lang,
            shot ? (variant) => testInfo.outputPath(`${shot}-${variant}.png`) : undefined,
          );
        }
      }
      expect(fonts, 'web fonts downloaded: the font stack names system fonts only').toEqual([]);
    });
  }
});
