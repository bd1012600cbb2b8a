// `node scripts/brand-assets.mjs`: writes the logo files offered on /brand-assets into public/brand/
// (SVG, and PNG renders made with sharp). Run it by hand after a change to the logo and commit the
// outputs; nothing runs it at install or build time.
//
// The drawing is the one of components/layout/logo.tsx (a 32 × 32 tile with a four-pointed star,
// then the word). The word is outlined from DejaVu Sans Bold (free licence, what Chromium uses for
// the header's system-ui stack on Linux), so a file looks the same in every viewer and design tool.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadFont, textPath } from './lib/ttf-outline.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'public', 'brand');
const FONT = process.env.BRAND_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const PURPLE = '#501BC0';
/** The dark scheme's background: the wordmark's ink on light backgrounds. */
const INK = '#0E0A1A';
const WHITE = '#FFFFFF';
const TILE = 'M9 0H23A9 9 0 0 1 32 9V23A9 9 0 0 1 23 32H9A9 9 0 0 1 0 23V9A9 9 0 0 1 9 0Z';
const STAR = 'M16 5.5c1.1 5.6 4.3 8.9 10 10-5.7 1.1-8.9 4.4-10 10-1.1-5.6-4.3-8.9-10-10 5.7-1.1 8.9-4.4 10-10z';
const PNG_WIDTHS = [512, 1024];

const word = textPath(loadFont(FONT), 'Starlit', { x: 40, y: 23.5, size: 22, tracking: -0.4 });
const LOGO_WIDTH = Math.ceil(word.end + 0.5);

function svg(width, title, body) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width * 8}" height="256" role="img">`,
    `<title>${title}</title>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

// In colour, the star is white on the purple tile; in white, the star is cut out of a white tile
// (even-odd fill), so whatever background the file sits on shows through it.
const colourMark = [`<path fill="${PURPLE}" d="${TILE}"/>`, `<path fill="${WHITE}" d="${STAR}"/>`];
const whiteMark = [`<path fill="${WHITE}" fill-rule="evenodd" d="${TILE}${STAR}"/>`];

const variants = {
  'starlit-logo': svg(LOGO_WIDTH, 'Starlit', [...colourMark, `<path fill="${INK}" d="${word.d}"/>`]),
  'starlit-logo-white': svg(LOGO_WIDTH, 'Starlit', [...whiteMark, `<path fill="${WHITE}" d="${word.d}"/>`]),
  'starlit-mark': svg(32, 'Starlit', colourMark),
  'starlit-mark-white': svg(32, 'Starlit', whiteMark),
};

mkdirSync(out, { recursive: true });
for (const [name, source] of Object.entries(variants)) {
  writeFileSync(path.join(out, `${name}.svg`), source);
  const viewBoxWidth = name.includes('logo') ? LOGO_WIDTH : 32;
  for (const width of PNG_WIDTHS) {
    // Rasterised at the target size (72 dpi = 1 px per unit), not scaled from a small render.
    const file = path.join(out, `${name}-${width}.png`);
    const info = await sharp(Buffer.from(source), { density: (72 * width) / viewBoxWidth })
      .resize({ width })
      .png({ compressionLevel: 9 })
      .toFile(file);
    console.log(`${path.relative(root, file)}  ${info.width} × ${info.height}`);
  }
  console.log(`${path.relative(root, path.join(out, `${name}.svg`))}  viewBox ${viewBoxWidth} × 32`);
}

// The browser tab's icon (public/icons/favicon-32.png, linked by components/document/starlit-document.tsx):
// the colour mark as a PNG. As an SVG, Chromium drew it in a document of its own in the page's
// renderer on every page view, competing with the page's start-up (README, "Lighthouse").
const favicon = path.join(root, 'public', 'icons', 'favicon-32.png');
await sharp(Buffer.from(variants['starlit-mark']), { density: 72 }).resize({ width: 32 }).png({ compressionLevel: 9 }).toFile(favicon);
console.log(`${path.relative(root, favicon)}  32 × 32`);
