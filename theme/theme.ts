import { createTheme } from '@mui/material/styles';

// The theme is built with CSS variables (below): this tells the types, so `theme.vars` and the
// CSS-variable options of ThemeProvider are typed as present.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export const BRAND_PURPLE = '#501BC0';

/**
 * The system font stack: no font download, so text paints at once and never shifts (CLS 0).
 * Latin first, then the fonts each platform ships for Thai (Apple, Windows, Android/Noto, and
 * Linux's TLWG) and for Traditional Chinese, all before the generic family: the browser takes
 * each missing glyph from the next named font that has it, so no script lands in a font without it.
 */
export const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  // Thai
  '"Noto Sans Thai"',
  '"Noto Sans Thai UI"',
  'Thonburi',
  '"Leelawadee UI"',
  'Leelawadee',
  'Loma',
  // Traditional Chinese
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  '"Source Han Sans TC"',
  '"PingFang TC"',
  '"Heiti TC"',
  '"Microsoft JhengHei"',
  'Arial',
  'sans-serif',
].join(',');

/** Marks a part of the page below the fold (components/ui/deferred.tsx), for the baseline's rule. */
export const DEFERRED_ATTRIBUTE = 'data-deferred';

/** Phones narrower than this get the compact header (the star without the word). */
export const NARROW_SCREEN = '@media (max-width: 419.95px)';

/** WCAG 2.5.5: every control a finger taps is at least this big. */
export const TOUCH_TARGET = 44;

/**
 * WCAG 2.2 focus appearance (2.4.13): a solid 2 px ring in the primary colour, 2 px off the
 * control, so it is drawn against the page around it: the brand purple on the light page and its
 * light tint on the dark one both contrast far beyond 3:1 with the surface.
 */
const FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
} as const;

/**
 * Light and dark are both emitted as CSS variables and switched by a class on <html>, which
 * InitColorSchemeScript sets from the saved choice before the first paint (no flash).
 * The breakpoints keep MUI's keys and change only their values, so no type augmentation is needed.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: BRAND_PURPLE },
        secondary: { main: '#E0457B' },
        background: { default: '#FBFAFF', paper: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        // The brand purple is too dark to read on a dark surface; a lighter tint keeps contrast.
        primary: { main: '#A98BFF' },
        secondary: { main: '#FF7AA8' },
        background: { default: '#0E0A1A', paper: '#171127' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1040, xl: 1440 } },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
  },
  components: {
    // Every control MUI builds on ButtonBase (buttons, icon buttons, toggles, radios, checkboxes,
    // switches, chips, list and menu items) shows the same ring the moment it takes keyboard focus.
    MuiButtonBase: { styleOverrides: { root: FOCUS_RING } },
    // The focus ripple fades in late and faint and is clipped by the button: the ring replaces it.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET } },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    // A 24 px icon with 10 px around it: 44 px, where MUI's 9 px gives 42.
    MuiRadio: { styleOverrides: { root: { padding: (TOUCH_TARGET - 24) / 2 } } },
    MuiCheckbox: { styleOverrides: { root: { padding: (TOUCH_TARGET - 24) / 2 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    MuiChip: { styleOverrides: { clickable: { minHeight: TOUCH_TARGET, borderRadius: TOUCH_TARGET / 2 } } },
    // On phones a dialog keeps 16 px of page around it, not 32, and pads its content by 16: a
    // 320 px screen then leaves long translations 256 px instead of 208.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: {
            margin: 16,
            maxWidth: 'calc(100% - 32px)',
            '&.MuiDialog-paperScrollPaper': { maxHeight: 'calc(100% - 32px)' },
            '&.MuiDialog-paperFullWidth': { width: 'calc(100% - 32px)' },
            '&.MuiDialog-paperFullScreen': { margin: 0, width: '100%', maxWidth: '100%', maxHeight: 'none' },
          },
        }),
      },
    },
    MuiDialogTitle: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { paddingInline: 16 } }) } },
    MuiDialogContent: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { paddingInline: 16 } }) } },
    MuiCssBaseline: {
      styleOverrides: {
        // A word longer than the line (a name, an address, a URL) breaks instead of widening the page.
        body: { overflowWrap: 'break-word' },
        // A part below the fold (components/ui/deferred.tsx) is laid out only near the view. Only
        // the wrapper: the same rule on its content too (cd770b7) laid out less, but the content
        // React puts in when the part hydrates is undrawn for a frame, a layout shift where a
        // part starts at the bottom of the screen (/pricing, CLS 0.011).
        [`[${DEFERRED_ATTRIBUTE}]`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' },
      },
    },
  },
});
