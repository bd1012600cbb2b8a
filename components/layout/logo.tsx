import { BRAND_PURPLE } from '@/theme/theme';

/**
 * The Starlit wordmark. Inline SVG with fixed dimensions: nothing to download and no layout shift.
 * The word takes the current text colour so the header can lighten it on dark backgrounds.
 * `mark` draws the star tile alone, for headers too narrow for the word.
 */
export function Logo({ height = 32, mark = false }: { height?: number; mark?: boolean }) {
  const width = mark ? 32 : 128;
  return (
    <svg viewBox={`0 0 ${width} 32`} height={height} width={(height * width) / 32} role="img" aria-label="Starlit" focusable="false">
      <rect width="32" height="32" rx="9" fill={BRAND_PURPLE} />
      <path d="M16 5.5c1.1 5.6 4.3 8.9 10 10-5.7 1.1-8.9 4.4-10 10-1.1-5.6-4.3-8.9-10-10 5.7-1.1 8.9-4.4 10-10z" fill="#fff" />
      {!mark && (
        <text
          x="40"
          y="23.5"
          fontSize="22"
          fontWeight="800"
          letterSpacing="-0.4"
          fill="currentColor"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          Starlit
        </text>
      )}
    </svg>
  );
}
