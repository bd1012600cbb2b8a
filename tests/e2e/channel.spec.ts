import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, apiSignIn, signInAs, type ApiTokens } from './support/api-session';

const MY_CHANNEL = '/core/v3/channel/my-channel/';
// A real 2×2 PNG: the media store checks the bytes, not only the Content-Type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMIkD4ARAwQCgAfAgStgEkqpwAAAABJRU5ErkJggg==', 'base64');

/** A person no earlier test has used, with an address-friendly tag. */
function newPerson(name: string) {
  const tag = randomUUID().slice(0, 8);
  return { email: `${name.toLowerCase()}-${tag}@e2e.test`, name, slug: `${name.toLowerCase()}-${tag}` };
}

async function createChannel(tokens: Pick<ApiTokens, 'access_token'>, slug: string, displayName: string) {
  const answer = await apiAs(tokens).post(MY_CHANNEL, { slug, display_name: displayName });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function switchTo(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Account menu of ${from}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(to) }).click();
}

test.describe('creator channels', () => {
  // Unknown and impossible slugs answer 404 on purpose.
  test.use({ expectedFailures: [{ status: 404, path: /^\/(@no-such-channel-anywhere|-bad-slug-)$/ }] });

  test('a new account creates its channel, told of a taken address, and reaches it at /@slug and /slug', async ({ page }) => {
    const other = newPerson('Orla');
    const { tokens } = await apiSignIn(other, randomUUID());
    await createChannel(tokens, other.slug, other.name);

    const nova = newPerson('Nova');
    await signInAs(page, nova);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    // The landing page's content is replaced, not shown below it.
    await expect(page.getByRole('heading', { name: 'Turn your fans into your income' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Channel name' })).toHaveValue('Nova');
    // The address is prefilled from the suggestions for the name, and is available.
    await expect(page.getByRole('textbox', { name: 'Channel address' })).not.toHaveValue('');
    await expect(page.getByText(/^starlit\/@.+ is available$/)).toBeVisible();

    const address = page.getByRole('textbox', { name: 'Channel address' });
    await address.fill(`@${other.slug}`);
    await expect(page.getByText('This address is already taken')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await address.fill(nova.slug);
    await expect(page.getByText(`starlit/@${nova.slug} is available`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`/@${nova.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova' })).toBeVisible();
    await expect(page.getByText(`@${nova.slug}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit channel' })).toBeVisible();

    const answer = await page.goto(`/${nova.slug}`);
    expect(answer?.status()).toBe(200);
    const html = (await answer?.text()) ?? '';
    // Rendered on the server with the channel's own metadata.
    expect(html).toContain(`Nova (@${nova.slug}) | Starlit</title>`);
    expect(html).toContain('"@type":"ProfilePage"');
    await expect(page).toHaveTitle(`Nova (@${nova.slug}) | Starlit`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000/@${nova.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova' })).toBeVisible();

    // The signed-in home links to the channel.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back, Nova' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my channel' }).click();
    await expect(page).toHaveURL(`/@${nova.slug}`);
  });

  test('a visitor sees a channel, and an unknown or impossible slug answers 404', async ({ page }) => {
    const owner = newPerson('Iris');
    const { tokens } = await apiSignIn(owner, randomUUID());
    await createChannel(tokens, owner.slug, owner.name);

    const shown = await page.goto(`/@${owner.slug.toUpperCase()}`);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Iris' })).toBeVisible();
    await expect(page.getByText('This channel has no description yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit channel' })).toHaveCount(0);

    for (const path of ['/@no-such-channel-anywhere', '/-bad-slug-']) {
      const missing = await page.goto(path);
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('the owner uploads an avatar and edits the bio; both show on the channel page after a reload', async ({ page }) => {
    const kai = newPerson('Kaiya');
    // The channel exists before the page first asks for it.
    await createChannel((await apiSignIn(kai, randomUUID())).tokens, kai.slug, kai.name);
    await signInAs(page, kai, { path: `/@${kai.slug}` });

    await page.getByRole('button', { name: 'Edit channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit channel' });
    await dialog.getByLabel('Channel picture').setInputFiles({ name: 'kai.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Preview of your channel picture' })).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'About the channel' }).fill('Lo-fi beats every Friday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your channel has been updated.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('Lo-fi beats every Friday.')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Picture of Kaiya' });
    await expect(avatar).toHaveAttribute('src', /^http:\/\/localhost:4000\/media\/.+\.png/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/media\/.+\.png/);
  });

  test("an account switched to never sees the previous account's channel", async ({ page }) => {
    const first = newPerson('Adele');
    await createChannel((await apiSignIn(first, randomUUID())).tokens, first.slug, first.name);
    await signInAs(page, first);
    await expect(page.getByRole('heading', { name: 'Welcome back, Adele' })).toBeVisible();

    const second = newPerson('Bodhi');
    await signInAs(page, second);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText('Welcome back, Adele')).toHaveCount(0);

    await switchTo(page, 'Bodhi', 'Adele');
    await expect(page.getByRole('heading', { name: 'Welcome back, Adele' })).toBeVisible();
    await switchTo(page, 'Adele', 'Bodhi');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText(first.slug)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Channel name' })).toHaveValue('Bodhi');
  });
});
