import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn, signInAs } from './support/api-session';
import { expectAccessible, tabTo } from './support/axe';
import { INFO_PAGES } from './support/info-pages';
import { passTurnstile } from './support/ui-sign-in';
import { chooseLanguage } from './support/language-choice';
import { SUPPORTED_LANGUAGES } from '../../services/i18n/languages';

function newPerson(name: string) {
  const tag = randomUUID().slice(0, 8);
  return { email: `${name.toLowerCase()}-${tag}@e2e.test`, name, slug: `${name.toLowerCase()}-${tag}` };
}

const SCHEMES = ['light', 'dark'] as const;
/** Every language's address prefix: English has none. */
const LANGUAGES = SUPPORTED_LANGUAGES.map((language) => (language === 'en' ? '' : `/${language}`));
/** Pages in a language are read by a visitor who chose it (the browser's language would win otherwise). */
const languageOf = (prefix: string) => (prefix === '' ? 'en' : (prefix.slice(1) as (typeof SUPPORTED_LANGUAGES)[number]));
const LINK = '/device-link/00000000-0000-4000-8000-000000000000';

async function visit(page: Page, path: string) {
  await page.goto(path);
  // The page has settled: its first heading is shown.
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/**
 * Axe on the page as it is now, in each colour scheme: the app follows the system's scheme live,
 * so one visit serves both. Ends in the light scheme, where the next visit starts.
 */
async function expectAccessibleInBothSchemes(page: Page, what: string) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await expectAccessible(page, `${what}, ${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('accessibility: no serious or critical axe violation, light and dark', () => {
  // A page that does not exist answers 404 on purpose.
  test.use({ expectedFailures: [{ status: 404, path: /^\/((id|fil|th|tw)\/)?no-such-page-here$/ }], colorScheme: 'light' });

  test('every page for a guest, in the five languages', async ({ page }) => {
    test.setTimeout(480_000);
    const owner = newPerson('Axel');
    const { tokens } = await apiSignIn(owner, randomUUID());
    expect((await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: owner.slug, display_name: owner.name })).status).toBe(201);
    for (const language of LANGUAGES) {
      await chooseLanguage(page.context(), languageOf(language));
      for (const path of ['/', '/login', '/signup', `/@${owner.slug}`, '/no-such-page-here', '/auth/tiktok']) {
        await visit(page, `${language}${path}`);
        await expectAccessibleInBothSchemes(page, `${language}${path} (guest)`);
      }
    }
    await chooseLanguage(page.context(), 'en');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with QR code' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in with a QR code' }).getByTestId('qr-code-digits')).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'the QR sign-in dialog');
  });

  test('the informational pages, in the five languages', async ({ page }) => {
    test.setTimeout(720_000);
    for (const language of LANGUAGES) {
      await chooseLanguage(page.context(), languageOf(language));
      for (const info of INFO_PAGES.filter((candidate) => !candidate.sendsOn)) {
        await visit(page, `${language}${info.path}`);
        await expectAccessibleInBothSchemes(page, `${language}${info.path} (guest)`);
      }
    }
  });

  test('every page signed in, in the five languages', async ({ page }) => {
    test.setTimeout(480_000);
    await page.goto('/');
    const person = newPerson('Bea');
    await signInAs(page, person);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText(/^starlit\/@.+ is available$/)).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/ with no channel yet');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/@/);
    const channelPath = new URL(page.url()).pathname;
    for (const language of LANGUAGES) {
      await chooseLanguage(page.context(), languageOf(language));
      // A fresh sign-in per language: the five outlast the e2e stack's 60 s access token, whose
      // refresh would log its 401 as a console error.
      await signInAs(page, person);
      for (const path of ['/', '/settings/profile', LINK, channelPath]) {
        const target = `${language}${path}`;
        await visit(page, target);
        await expectAccessibleInBothSchemes(page, `${target} (signed in)`);
      }
    }
    await chooseLanguage(page.context(), 'en');
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu of ${person.name}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'the account menu');
  });
});

test.describe('keyboard only', () => {
  test('sign in with the sandbox chooser and create a channel, without a mouse', async ({ page }) => {
    const person = newPerson('Kim');
    await page.goto('/login');
    await tabTo(page, page.getByRole('button', { name: 'Continue with Google', exact: true }));
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google (sandbox)' });
    await expect(chooser).toBeVisible();
    await tabTo(page, chooser.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await tabTo(page, chooser.getByLabel('Display name'));
    await page.keyboard.type(person.name);
    await tabTo(page, chooser.getByRole('button', { name: 'Sign in with this account' }));
    await page.keyboard.press('Enter');
    await expect(chooser).toBeHidden();
    await passTurnstile(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText(/^starlit\/@.+ is available$/)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/@kim/);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  });

  test('focus returns to what opened each dialog when it closes', async ({ page }) => {
    await page.goto('/login');
    for (const [button, dialog] of [
      ['Continue with QR code', 'Sign in with a QR code'],
      ['Continue with Telegram', 'Sign in with Telegram'],
      // The account chooser belongs to the sign-in under way: Escape cancels it.
      ['Continue with Google', 'Sign in with Google (sandbox)'],
    ] as const) {
      const opener = page.getByRole('button', { name: button, exact: true });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
      await expect(opener).toBeFocused();
    }

    const person = newPerson('Foc');
    await signInAs(page, person);
    const menu = page.getByRole('button', { name: `Account menu of ${person.name}` });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
