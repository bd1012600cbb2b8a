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
 * signed in with the longest names. One browser context per combination; each screen measured
 * in one round trip. A failure names the screen, language, theme, viewport and the element.
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

/** Opens the route and waits until it shows in the chosen language and theme; answers its path. */
async function load(page: Page, route: RouteCheck, context: RouteContext, theme: string): Promise<string> {
  const path = await route.path();
  await page.goto(path);
  await expect(route.ready(context)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[context.lang]);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  if (route.session !== 'visitor') await expect(accountMenu(page, PEOPLE[route.session].name, { lang: context.lang })).toBeVisible();
  return path;
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
  test.use({ expectedFailures: [ROUTE_FAILURES, { scope: 'test' }] });
  test.beforeAll(prepareRouteData);

  for (const viewport of VIEWPORTS) {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const theme of THEMES) {
        const combination = `${lang}, ${theme}, ${viewport.width}×${viewport.height}`;
        test.describe(combination, () => {
          test.use({ viewport, colorScheme: theme });

          test(`every screen and dialog fits (${combination})`, async ({ page, context }, testInfo) => {
            test.setTimeout(240_000);
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
              const path = await load(page, route, routeContext, theme);
              expect.soft(await auditLayout(page), `${route.name} (${path}) in ${combination}`).toEqual([]);
              for (const dialog of route.dialogs ?? []) {
                await load(page, route, routeContext, theme);
                const shown = await dialog.open(routeContext);
                await expect(shown).toBeVisible();
                expect.soft(await auditLayout(page), `${route.name}: ${dialog.name} in ${combination}`).toEqual([]);
                if (dialog.shot) await page.screenshot({ path: testInfo.outputPath(`${dialog.shot}.png`) });
              }
            }
            expect(fonts, 'web fonts downloaded: the font stack names system fonts only').toEqual([]);
          });
        });
      }
    }
  }
});
