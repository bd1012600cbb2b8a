import { expect, test } from './fixtures';
import { chooseLanguage } from './support/language-choice';

/**
 * What only a browser shows on the brand, about and safety pages: the logo files the web server
 * hands out, the copy button with the real clipboard, and a link to a safety section.
 */

test('every logo download on /brand-assets is served as the file its label names', async ({ page, request }) => {
  await page.goto('/brand-assets');
  const links = page.getByRole('region', { name: 'Logo files' }).getByRole('link');
  await expect(links).toHaveCount(12);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    await expect(link).toHaveAttribute('download', '');
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toContain(href.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
  }
  for (const preview of await page.getByRole('region', { name: 'Logo files' }).getByRole('img').all()) {
    await expect(preview).toHaveJSProperty('complete', true);
    const alt = (await preview.getAttribute('alt')) ?? '';
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth), alt).toBeGreaterThan(0);
  }
});

test('a colour swatch copies its HEX code to the clipboard from the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
  await chooseLanguage(context, 'th');
  await page.goto('/th/brand-assets');
  const copy = page.getByRole('button', { name: 'คัดลอกรหัส HEX ของ ม่วง Starlit' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('คัดลอก #501BC0 แล้ว');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#501BC0');
});

test('a link to /safety#reporting opens at the reporting section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/safety#reporting');
  const heading = page.getByRole('heading', { level: 2, name: 'How to report' });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Safety and privacy on Starlit' })).not.toBeInViewport();
});
