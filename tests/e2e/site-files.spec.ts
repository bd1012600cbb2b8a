import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn } from './support/api-session';

test.describe('sitemap and robots', () => {
  test('the sitemap lists the static pages in every language and a channel created just now', async ({ request }) => {
    const tag = randomUUID().slice(0, 8);
    const person = { email: `sitemap-${tag}@e2e.test`, name: 'Sita Map' };
    const { tokens } = await apiSignIn(person, randomUUID());
    const created = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: `sitemap-${tag}`, display_name: 'Sita Map' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>http://localhost:3000/@sitemap-${tag}</loc>`);
    for (const path of ['/', '/contact-us', '/id', '/fil/contact-us', '/th/contact-us', '/tw']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).not.toMatch(/<loc>[^<]*\/(login|settings|wallet)/);
  });

  test('robots.txt keeps sign-in, settings and wallet out and points to the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const body = await robots.text();
    for (const path of ['/login', '/settings/', '/wallet/', '/id/login', '/tw/settings/']) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
