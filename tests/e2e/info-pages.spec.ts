import { randomUUID } from 'node:crypto';
import { SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn } from './support/api-session';
import { INFO_PAGES } from './support/info-pages';
import { text } from './support/ui-sign-in';
import { chooseLanguage } from './support/language-choice';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const titleOf = (html: string) =>
  /<title[^>]*>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

test.describe('informational pages', () => {
  for (const lang of SUPPORTED_LANGUAGES) {
    test(`every footer and header link answers 200 with its title (${lang})`, async ({ page, request, context }) => {
      await chooseLanguage(context, lang);
      await page.goto(`${prefix(lang)}/`);
      const hrefs = await page.locator('footer a, header a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      // Every informational page is in the footer, at this language's address.
      for (const info of INFO_PAGES) expect(hrefs).toContain(`${prefix(lang)}${info.path}`);

      for (const href of new Set(hrefs)) {
        const answer = await request.get(href, { maxRedirects: 0 });
        expect(answer.status(), href).toBe(200);
        const title = titleOf(await answer.text());
        const info = INFO_PAGES.find((candidate) => `${prefix(lang)}${candidate.path}` === href);
        if (info) expect(title, href).toBe(text(lang, info.ns, info.title));
        else expect(title?.trim(), href).toBeTruthy();
      }
    });
  }

  test('a footer link opens its page in the reader’s language, heading and title', async ({ page, context }) => {
    await chooseLanguage(context, 'th');
    await page.goto('/th');
    const about = INFO_PAGES.find((info) => info.path === '/about-us')!;
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('th', 'common', 'footer.aboutUs'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/th\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: text('th', about.ns, about.heading) })).toBeVisible();
    await expect(page).toHaveTitle(text('th', about.ns, about.title));
  });

  test('the expo shows a channel set up just now (a description), and a guest on /create-my-channel is sent to sign up', async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, 'id');
    const tag = randomUUID().slice(0, 8);
    const { tokens } = await apiSignIn({ email: `expo-${tag}@e2e.test`, name: 'Expo Person' }, randomUUID());
    const created = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: `expo-${tag}`, display_name: `Expo ${tag}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A fan's untouched channel is not shown; a description makes it a creator's.
    const described = await apiAs(tokens).patch('/core/v3/channel/my-channel/', { bio: 'I make short films.' });
    expect(described.status, JSON.stringify(described.body)).toBe(200);

    // Rendered once and refreshed in the background: a reload after the refresh shows the channel.
    await expect
      .poll(
        async () => {
          await page.goto('/id/expo');
          return page.getByRole('link', { name: new RegExp(`Expo ${tag}`) }).count();
        },
        { timeout: 90_000, intervals: [1_000, 5_000] },
      )
      .toBe(1);
    await expect(page.getByRole('link', { name: new RegExp(`Expo ${tag}`) })).toHaveAttribute('href', `/id/@expo-${tag}`);

    await chooseLanguage(context, 'en');
    await page.goto('/create-my-channel');
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fcreate-my-channel$/);
  });
});
