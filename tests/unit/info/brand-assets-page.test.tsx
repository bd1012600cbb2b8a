import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandAssetsPage from '@/pages/brand-assets';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

const publicFile = (href: string) => path.join(process.cwd(), 'public', href);

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature and chunk header). */
function pngSize(href: string) {
  const bytes = readFileSync(publicFile(href));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function renderPage(lng: 'en' | 'fil' = 'en') {
  return renderApp(<BrandAssetsPage />, { i18n: await createTestI18n(lng, ['common', 'info', 'brand-assets', 'contact']) });
}

describe('the brand assets page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(resetBrowserState);

  it('offers every logo version as SVG and two PNG sizes, each a download of a file that exists with the size it states', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Starlit brand assets' })).toBeVisible();
    const logos = screen.getByRole('region', { name: 'Logo files' });
    const links = within(logos).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/brand/starlit-logo.svg',
      '/brand/starlit-logo-512.png',
      '/brand/starlit-logo-1024.png',
      '/brand/starlit-logo-white.svg',
      '/brand/starlit-logo-white-512.png',
      '/brand/starlit-logo-white-1024.png',
      '/brand/starlit-mark.svg',
      '/brand/starlit-mark-512.png',
      '/brand/starlit-mark-1024.png',
      '/brand/starlit-mark-white.svg',
      '/brand/starlit-mark-white-512.png',
      '/brand/starlit-mark-white-1024.png',
    ]);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(link).toHaveAttribute('download');
      expect(existsSync(publicFile(href)), href).toBe(true);
      if (href.endsWith('.png')) {
        const { width, height } = pngSize(href);
        expect(link).toHaveAccessibleName(expect.stringContaining(`PNG, ${width} × ${height} px`));
      } else {
        expect(readFileSync(publicFile(href), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 \d+ 32"/);
        // The word is outlined: the file looks the same whatever fonts the viewer has.
        expect(readFileSync(publicFile(href), 'utf8')).not.toContain('<text');
        expect(link).toHaveAccessibleName(expect.stringContaining('SVG, vector (any size)'));
      }
    }
    expect(within(logos).getByRole('link', { name: 'PNG, 1024 × 282 px (Logo in white)' })).toHaveAttribute(
      'href',
      '/brand/starlit-logo-white-1024.png',
    );
    const previews = within(logos).getAllByRole('img');
    expect(previews.map((image) => image.getAttribute('alt'))).toEqual([
      'Preview: Logo in colour',
      'Preview: Logo in white',
      'Preview: Star mark in colour',
      'Preview: Star mark in white',
    ]);
    for (const image of previews) expect(existsSync(publicFile(image.getAttribute('src')!))).toBe(true);
  });

  it('lists the colours of the theme with their HEX and RGB values', async () => {
    await renderPage();
    const colours = screen.getByRole('region', { name: 'Colours' });
    const swatches = within(colours).getAllByRole('listitem');
    const values = swatches.map((swatch) => [
      within(swatch).getByRole('heading', { level: 3 }).textContent,
      ...within(swatch)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ]);
    expect(values).toEqual([
      ['Starlit Purple', '#501BC0', '80, 27, 192'],
      ['Lavender', '#A98BFF', '169, 139, 255'],
      ['Rose', '#E0457B', '224, 69, 123'],
      ['Light Rose', '#FF7AA8', '255, 122, 168'],
      ['Mist', '#FBFAFF', '251, 250, 255'],
      ['Night', '#0E0A1A', '14, 10, 26'],
      ['Night Surface', '#171127', '23, 17, 39'],
    ]);
  });

  it('copies a HEX code from the keyboard and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderPage();
    const button = screen.getByRole('button', { name: 'Copy the HEX code of Lavender' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('#A98BFF');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied #A98BFF');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy the HEX code of Night' }));
    expect(await screen.findByText('Could not copy. Select the code and copy it yourself.')).toBeVisible();
  });

  it('states the usage rules and points the press to the contact form', async () => {
    await renderPage();
    const usage = screen.getByRole('region', { name: 'Using the logo' });
    for (const name of ['Clear space', 'Minimum size', 'Do', "Don't", 'Writing our name']) {
      expect(within(usage).getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(within(usage).getByText('Stretch, squash, rotate or slant the logo.')).toBeVisible();
    expect(within(usage).getByText(/Starlit, not StarLit, Star Lit or STARLIT/)).toBeVisible();
    const press = screen.getByRole('region', { name: 'Press contact' });
    expect(press).toHaveTextContent('the topic “Press and partnerships”');
    expect(within(press).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('speaks Filipino at the Filipino address', async () => {
    await renderPage('fil');
    expect(screen.getByRole('heading', { level: 1, name: 'Mga brand asset ng Starlit' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'PNG, 512 × 141 px (Logo na may kulay)' })).toHaveAttribute(
      'href',
      '/brand/starlit-logo-512.png',
    );
    // The brand colours' names are translated too (identical-to-English values are refused by the i18n check).
    expect(screen.getByRole('listitem', { name: 'Lilang Starlit' })).toHaveTextContent('#501BC0');
  });
});
