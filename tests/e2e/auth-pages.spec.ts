import { expect, test } from './fixtures';

const PROVIDERS = ['Apple', 'Facebook', 'Google', 'Petra', 'QR code', 'Telegram', 'TikTok', 'Twitter'];

test.describe('sign-in pages', () => {
  test('/login offers the eight providers and links to /signup', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Starlit' })).toBeVisible();
    for (const provider of PROVIDERS) {
      await expect(page.getByRole('main').getByRole('button', { name: new RegExp(provider) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Continue with Petra' })).toBeEnabled();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Starlit account' })).toBeVisible();
  });

  test('a visitor with a session cookie is sent to / by the server, from both pages', async ({ page, context, request }) => {
    for (const path of ['/login', '/signup']) {
      const answer = await request.get(path, { headers: { cookie: `t_uat=${encodeURIComponent('"a-token"')}` }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers().location, path).toBe('/');
    }
    await context.addCookies([{ name: 't_uat', value: encodeURIComponent('"a-token"'), url: 'http://localhost:3000' }]);
    await page.goto('/login?redirect=//evil.example');
    // Home on this site, whatever the query carried along says.
    await expect(page).toHaveURL((url) => url.origin === 'http://localhost:3000' && url.pathname === '/');
  });
});
