/** A downloadable file under public/brand/ (written by scripts/brand-assets.mjs). */
export interface BrandFile {
  href: string;
  format: 'svg' | 'png';
  /** Pixel size of a PNG; an SVG has none. */
  width?: number;
  height?: number;
}

/** One version of the logo: its files and the background its preview needs. */
export interface LogoVariant {
  /** The key of its name and text in the `brand-assets` namespace (`logos.items.<key>`). */
  key: 'logo' | 'logoWhite' | 'mark' | 'markWhite';
  /** The preview's box, in the logo's proportions (no shift while it loads). */
  preview: { src: string; width: number; height: number };
  /** White versions are shown on the brand purple, the colour ones on white. */
  onDark: boolean;
  files: readonly BrandFile[];
}

const files = (name: string, height512: number, height1024: number): BrandFile[] => [
  { href: `/brand/${name}.svg`, format: 'svg' },
  { href: `/brand/${name}-512.png`, format: 'png', width: 512, height: height512 },
  { href: `/brand/${name}-1024.png`, format: 'png', width: 1024, height: height1024 },
];

// The wordmark's drawing is 116 × 32 units, so 512 px wide is 141 px tall.
export const LOGO_VARIANTS: readonly LogoVariant[] = [
  {
    key: 'logo',
    preview: { src: '/brand/starlit-logo.svg', width: 232, height: 64 },
    onDark: false,
    files: files('starlit-logo', 141, 282),
  },
  {
    key: 'logoWhite',
    preview: { src: '/brand/starlit-logo-white.svg', width: 232, height: 64 },
    onDark: true,
    files: files('starlit-logo-white', 141, 282),
  },
  {
    key: 'mark',
    preview: { src: '/brand/starlit-mark.svg', width: 64, height: 64 },
    onDark: false,
    files: files('starlit-mark', 512, 1024),
  },
  {
    key: 'markWhite',
    preview: { src: '/brand/starlit-mark-white.svg', width: 64, height: 64 },
    onDark: true,
    files: files('starlit-mark-white', 512, 1024),
  },
];
