import { test } from './fixtures';
import { signInAs } from './support/api-session';
import { adjustWallet, newPerson } from './support/wallet';

test.use({ viewport: { width: 320, height: 720 } });

for (const [lng, scheme] of [['th', 'dark'], ['tw', 'light'], ['fil', 'light'], ['id', 'dark']] as const) {
  test(`shots ${lng} ${scheme}`, async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await context.addCookies([{ name: 'i18nextLng', value: lng, url: 'http://localhost:3000' }]);
    const { userId } = await signInAs(page, newPerson('Shot'), { path: '/get-star' });
    await adjustWallet(userId, 'TVS', 123456);
    await adjustWallet(userId, 'STAR', 1234567);
    await page.reload();
    await page.getByRole('radio').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-${lng}-get-star.png`, fullPage: true });
    await page.getByRole('button').filter({ hasText: /TVS|Pay|ชำระ|支付|Bayar|Magbayad/ }).last().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${lng}-dialog.png` });
    await page.goto('/wallet/history');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${lng}-history.png`, fullPage: true });
    await page.goto('/settings/payment-methods');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${lng}-cards.png`, fullPage: true });
  });
}
