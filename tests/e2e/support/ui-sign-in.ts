import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Namespace } from '../../../services/i18n/languages';
import { expect } from '../fixtures';

/**
 * Sign-in through the real UI, as a person does it: the provider button, the stand-in's own
 * screen (the sandbox account chooser, Telegram's widget, TikTok's authorize page, the Petra
 * wallet), and the Turnstile checkbox whenever the API asks for it (the e2e stack asks always).
 * Texts come from the app's own translation files, so the same helpers work in every language.
 */

export { expect, test, type ExpectedFailure } from '../fixtures';

/** Alerts with text: Next.js keeps an empty `role=alert` route announcer on every page. */
export const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

export type Language = 'en' | 'id' | 'fil' | 'th' | 'tw';
export type FirebaseButton = 'Google' | 'Facebook' | 'Apple' | 'Twitter';

interface Options {
  lang?: Language;
}

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function messages(lang: Language, namespace: Namespace): Tree {
  const file = path.join(__dirname, '..', '..', '..', 'public', 'locales', lang, `${namespace}.json`);
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

/** A translated text with its `{{values}}` filled in, e.g. `text('th', 'auth', 'continueWith', { provider: 'Google' })`. */
export function text(lang: Language, namespace: Namespace, key: string, values: Record<string, string> = {}): string {
  let node: string | Tree | undefined = messages(lang, namespace);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${lang}/${namespace} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

let counter = 0;

/** A person nobody has signed in as during this run. */
export function uniquePerson(prefix: string): { email: string; name: string } {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  const name = `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id}`;
  return { email: `${prefix}.${id}@example.com`, name };
}

/** The header's account button of the signed-in person. */
export function accountMenu(page: Page, name: string, { lang = 'en' }: Options = {}) {
  return page.getByRole('button', { name: text(lang, 'common', 'account.menu', { name }) });
}

export async function expectSignedInAs(page: Page, name: string, options: Options = {}): Promise<void> {
  await expect(accountMenu(page, name, options)).toBeVisible();
}

/** Opens /login unless the page already shows the providers (the page or the login dialog). */
async function providerButton(page: Page, provider: string, lang: Language) {
  const label = text(lang, 'auth', 'continueWith', { provider });
  const button = page.getByRole('button', { name: label, exact: true });
  if (!(await button.isVisible())) await page.goto('/login');
  await expect(button).toBeEnabled();
  return button;
}

/** Ticks the Turnstile checkbox in the challenge dialog; the sign-in then retries by itself. */
export async function passTurnstile(page: Page, { lang = 'en' }: Options = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text(lang, 'common', 'turnstile.title') });
  await expect(dialog).toBeVisible();
  // A click, not check(): the widget unticks itself while it verifies, as Cloudflare's does.
  await dialog.getByRole('checkbox', { name: 'I am human' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Google, Facebook, Apple or Twitter through the sandbox account chooser: a new account typed in
 * (email and name), or a remembered one picked by its email.
 */
export async function signInWithFirebase(
  page: Page,
  provider: FirebaseButton,
  person: { email: string; name?: string },
  { lang = 'en' }: Options = {},
): Promise<void> {
  await (await providerButton(page, provider, lang)).click();
  const chooser = page.getByRole('dialog', { name: text(lang, 'auth', 'sandboxChooser.title', { provider }) });
  await expect(chooser).toBeVisible();
  if (person.name === undefined) {
    await chooser.getByRole('button', { name: new RegExp(person.email.replace(/[.+]/g, '\\$&')) }).click();
  } else {
    await chooser.getByLabel(text(lang, 'auth', 'sandboxChooser.email')).fill(person.email);
    await chooser.getByLabel(text(lang, 'auth', 'sandboxChooser.name')).fill(person.name);
    await chooser.getByRole('button', { name: text(lang, 'auth', 'sandboxChooser.signInAs') }).click();
  }
  await expect(chooser).toBeHidden();
  await passTurnstile(page, { lang });
}

export const signInWithGoogle = (page: Page, person: { email: string; name?: string }, options: Options = {}) =>
  signInWithFirebase(page, 'Google', person, options);

/** Telegram's widget in its dialog, then the sandbox widget's own login form. */
export async function signInWithTelegram(
  page: Page,
  user: { id: number; first_name: string; username?: string },
  { lang = 'en', turnstile = true }: Options & { turnstile?: boolean } = {},
): Promise<void> {
  await (await providerButton(page, 'Telegram', lang)).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'auth', 'telegram.title') });
  await dialog.getByRole('button', { name: 'Log in with Telegram' }).click();
  const widget = page.getByRole('dialog', { name: 'Telegram sandbox log in' });
  await widget.getByLabel('User id').fill(String(user.id));
  await widget.getByLabel('First name').fill(user.first_name);
  await widget.getByLabel('Last name (optional)').fill('');
  await widget.getByLabel('Username (optional)').fill(user.username ?? '');
  await widget.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(widget).toBeHidden();
  if (turnstile) await passTurnstile(page, { lang });
}

/** TikTok's authorize page (the sandbox's), back to /auth/tiktok, then the challenge. */
export async function signInWithTikTok(
  page: Page,
  account: { handle: string; displayName: string } | 'deny',
  { lang = 'en' }: Options = {},
): Promise<void> {
  await (await providerButton(page, 'TikTok', lang)).click();
  await expect(page.getByRole('heading', { name: 'TikTok sandbox' })).toBeVisible();
  if (account === 'deny') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByRole('radio', { name: 'Another account:' }).check();
  await page.getByLabel('Handle').fill(account.handle);
  await page.getByLabel('Display name').fill(account.displayName);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/auth\/tiktok/);
  await passTurnstile(page, { lang });
}

/** The Petra sandbox wallet: connect, then sign the server's nonce. */
export async function signInWithPetra(page: Page, { lang = 'en' }: Options = {}): Promise<void> {
  await (await providerButton(page, 'Petra', lang)).click();
  const connect = page.getByRole('dialog', { name: 'Petra sandbox: connect?' });
  const sign = page.getByRole('dialog', { name: 'Petra sandbox: sign message?' });
  // A wallet that connected before on this origin does not ask again.
  await expect(connect.or(sign)).toBeVisible();
  if (await connect.isVisible()) await connect.getByRole('button', { name: 'Approve' }).click();
  await sign.getByRole('button', { name: 'Sign' }).click();
  await passTurnstile(page, { lang });
}
