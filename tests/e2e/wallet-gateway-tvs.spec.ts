import { expect, test } from './fixtures';
import { signInAs } from './support/api-session';
import { PAYMENT_FAILURES, adjustWallet, choose, expecting, headerBalance, newPerson } from './support/wallet';

const API = 'http://127.0.0.1:4000';

/** From /get-star: Indonesia, OVO, the first package, off to the gateway's page. */
async function toGateway(page: import('@playwright/test').Page) {
  await choose(page, { country: 'Indonesia', method: 'OVO' });
  await expect(page.getByRole('radio', { name: /100 STAR/ })).toHaveAccessibleName(/IDR\s15,000/);
  await page.getByRole('button', { name: 'Pay IDR 15,000' }).click();
  await expect(page.getByRole('heading', { name: /^Gateway sandbox/ })).toBeVisible();
}

test.describe('gateway top-ups', () => {
  test.use({ expectedFailures: expecting(PAYMENT_FAILURES.gatewayCallbackRefused, PAYMENT_FAILURES.gatewayCallbackPending) });

  test('approved at the gateway: completed on return, the query cleaned', async ({ page }) => {
    await signInAs(page, newPerson('Gita'), { path: '/get-star', channel: true });
    await toGateway(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await expect(done).toBeVisible();
    await expect(page).toHaveURL('http://localhost:3000/get-star');
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');
  });

  test("declined at the gateway: refused with the gateway's message", async ({ page }) => {
    await signInAs(page, newPerson('Dita'), { path: '/get-star', channel: true });
    await toGateway(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('dialog', { name: 'Order is refused' })).toContainText(/declined/i);
  });

  test('left pending at the gateway: processing, then completed once the gateway is paid', async ({ page }) => {
    await signInAs(page, newPerson('Putu'), { path: '/get-star', channel: true });
    await toGateway(page);
    const paymentId = new URL(page.url()).searchParams.get('PaymentID');
    expect(paymentId).toBeTruthy();
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('dialog', { name: 'Please wait, we are processing' })).toBeVisible();

    // The buyer pays later, at the gateway; the page's poll learns it.
    const paid = await fetch(`${API}/sandbox/gateway/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ PaymentID: paymentId!, action: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect(page.getByRole('dialog', { name: 'Order is completed' })).toBeVisible();
  });
});

test.describe('TVS conversion', () => {
  test.use({ expectedFailures: [PAYMENT_FAILURES.checkoutRefused] });

  test('converts TVS into stars at once after an adjustment', async ({ page }) => {
    const { userId } = await signInAs(page, newPerson('Tova'), { path: '/get-star', channel: true });
    await adjustWallet(userId, 'TVS', 1500);
    await page.reload();
    await expect(page.getByLabel('TVS: TVS 15.00')).toBeVisible();
    await choose(page, { method: 'TVS balance' });
    await expect(page.getByText('You pay')).toBeVisible();
    await page.getByRole('button', { name: 'Pay TVS 10.00' }).click();
    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');
    await expect(page.getByLabel('TVS: TVS 5.00')).toBeVisible();
  });

  test('is refused when the TVS balance is short, and nothing moves', async ({ page }) => {
    await signInAs(page, newPerson('Uma'), { path: '/get-star', channel: true });
    await choose(page, { method: 'TVS balance' });
    await page.getByRole('button', { name: 'Pay TVS 10.00' }).click();
    const refused = page.getByRole('dialog', { name: 'Order is refused' });
    await expect(refused).toContainText('Your balance is not enough for this purchase.');
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 0 STAR');
  });
});
