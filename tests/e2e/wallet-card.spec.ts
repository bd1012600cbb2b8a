import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './support/api-session';
import { CARDS, PAYMENT_FAILURES, expecting, fillCard, headerBalance, newPerson, payWithNewCard } from './support/wallet';

/** Marks the loaded document: a full reload (a redirect and back) would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-same-document'));

test.describe('card top-ups on /get-star', () => {
  test.use({ expectedFailures: expecting(PAYMENT_FAILURES.cardCallbackRefused, PAYMENT_FAILURES.cardCallbackPending) });

  test("4242 completes on the page, without a reload, and the header balance rises by the package's stars", async ({ page }) => {
    await signInAs(page, newPerson('Cara'), { path: '/get-star', channel: true });
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 0 STAR');
    // The first package: 100 STAR for $0.99, stated before paying.
    await expect(page.getByRole('radio', { name: /100 STAR/ })).toBeChecked();
    await markDocument(page);
    await payWithNewCard(page, CARDS.visa);

    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await expect(done).toContainText('Your order has been successfully implemented.');
    await expect(page).toHaveURL('http://localhost:3000/get-star');
    expect(await sameDocument(page), 'the page was not loaded again').toBe(true);
    // The modal hides the page from assistive technology until it closes; the card step closes with it.
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');

    // A reload does not handle the return twice.
    await page.reload();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("0002 is refused with Stripe's decline message and nothing is credited", async ({ page }) => {
    await signInAs(page, newPerson('Dean'), { path: '/get-star', channel: true });
    await payWithNewCard(page, CARDS.declined);
    const refused = page.getByRole('dialog', { name: 'Order is refused' });
    await expect(refused).toContainText('Your card was declined.');
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 0 STAR');
  });

  test('Retry after a refused card comes back to the card as typed, focused, for the same package', async ({ page }) => {
    await signInAs(page, newPerson('Rita'), { path: '/get-star', channel: true });
    await page.getByRole('radio', { name: /^500 STAR/ }).check();
    await payWithNewCard(page, CARDS.declined);
    const refused = page.getByRole('dialog', { name: 'Order is refused' });
    await expect(refused).toContainText('Your card was declined.');
    await refused.getByRole('button', { name: 'Retry' }).click();

    const card = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(card.getByLabel('Card number')).toBeFocused();
    await expect(card.getByLabel('Card number')).toHaveValue(CARDS.declined);
    await expect(card.getByLabel('Security code')).toHaveValue('123');
    await expect(card.getByRole('button', { name: /^Pay / })).toContainText('4.99');
    await fillCard(page, CARDS.visa);
    await card.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('dialog', { name: 'Order is completed' }).getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 525 STAR');
  });

  test('3220 asks for 3-D Secure: completing it completes the order, the page drawn once in its final state', async ({
    page,
  }, testInfo) => {
    // The return's pictures go to the test's output folder (issue 29's screenshots of it).
    const shoot = (name: string) => page.screenshot({ path: testInfo.outputPath(`card-return-${name}.png`) });
    await signInAs(page, newPerson('Tess'), { path: '/get-star', channel: true });
    // From the return's first paint on, every text the page's main part and its header show, in order.
    await page.addInitScript(() => {
      if (!window.location.search.includes('payment_intent_client_secret')) return;
      const shown: string[] = [];
      const header: string[] = [];
      Object.assign(window, { shownOnReturn: shown, headerOnReturn: header });
      const record = () => {
        const text = document.querySelector('main')?.innerText.trim() ?? '';
        if (text !== shown.at(-1)) shown.push(text);
        const top = document.querySelector('header')?.innerText.trim() ?? '';
        if (top !== header.at(-1)) header.push(top);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await payWithNewCard(page, CARDS.threeDSecure);
    await expect(page.getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(/\/get-star/, { waitUntil: 'load' });
    await shoot('1-arrival');
    await expect(page).toHaveURL('http://localhost:3000/get-star');
    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await expect(done).toBeVisible();
    await shoot('2-result');
    // The result opens over the new balance, in place (the modal hides the header from the accessibility tree).
    expect(await page.getByRole('link', { name: 'STAR balance: 100 STAR', includeHidden: true }).count()).toBe(1);
    const shown = await page.evaluate(() => (window as unknown as { shownOnReturn: string[] }).shownOnReturn);
    const story = shown.join('\n----\n');
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) {
      // Nothing half drawn: no raw country code, no lone dash, and the balances only with the new one.
      expect(text, story).not.toMatch(/^\s*(?:US|[-–—])\s*$/m);
      if (text.includes('Your balances')) expect(text, story).toMatch(/^100 STAR$/m);
    }
    // The header never offered "Sign in" to the returning buyer while the session was restored.
    const header = await page.evaluate(() => (window as unknown as { headerOnReturn: string[] }).headerOnReturn);
    expect(header.length).toBeGreaterThan(0);
    for (const text of header) expect(text, header.join('\n----\n')).not.toContain('Sign in');
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('STAR: 100 STAR')).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');
    await shoot('3-closed');
  });

  test('3220 asks for 3-D Secure: failing it refuses the order', async ({ page }) => {
    await signInAs(page, newPerson('Finn'), { path: '/get-star', channel: true });
    await payWithNewCard(page, CARDS.threeDSecure);
    await page.getByRole('button', { name: 'Fail' }).click();
    const refused = page.getByRole('dialog', { name: 'Order is refused' });
    await expect(refused).toContainText('unable to authenticate');
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 0 STAR');
  });

  test('the processing card shows processing, then completed; a reload meanwhile resumes', async ({ page }) => {
    await signInAs(page, newPerson('Pia'), { path: '/get-star', channel: true });
    await payWithNewCard(page, CARDS.processing);
    await expect(page.getByRole('dialog', { name: 'Please wait, we are processing' })).toBeVisible();
    await expect(page).toHaveURL('http://localhost:3000/get-star');

    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Please wait, we are processing' })).toBeVisible();
    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');
  });
});
