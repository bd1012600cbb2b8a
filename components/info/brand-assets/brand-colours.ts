import type { CssVarsTheme } from '@mui/material/styles';
import { theme } from '@/theme/theme';

/** A colour of the product: its key in the `brand-assets` namespace (`colours.items.<key>`) and its value. */
export interface BrandColour {
  key: 'purple' | 'lavender' | 'rose' | 'roseLight' | 'mist' | 'night' | 'nightSurface';
  hex: string;
}

// The theme is built with CSS variables (theme/theme.ts), but createTheme's return type does not say so.
const { colorSchemes } = theme as unknown as CssVarsTheme;
const light = colorSchemes.light!.palette;
const dark = colorSchemes.dark!.palette;

/** Read from the theme the app renders with, so the page can never show a colour the app does not use. */
export const BRAND_COLOURS: readonly BrandColour[] = [
  { key: 'purple', hex: light.primary.main },
  { key: 'lavender', hex: dark.primary.main },
  { key: 'rose', hex: light.secondary.main },
  { key: 'roseLight', hex: dark.secondary.main },
  { key: 'mist', hex: light.background.default },
  { key: 'night', hex: dark.background.default },
  { key: 'nightSurface', hex: dark.background.paper },
];

/** `#501BC0` → `80, 27, 192`. */
export function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff].join(', ');
}
