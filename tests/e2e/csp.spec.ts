import { expect, test } from './fixtures';

test.describe('content security policy', () => {
  test('allows no inline script but the hashed colour-scheme bootstrap', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  });

  test('the saved dark mode applies before any bundle runs: the hashed inline script is allowed, no flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
    // With the app's bundles emptied, only the inline bootstrap can set the class.
    await page.route('**/_next/static/**/*.js', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
