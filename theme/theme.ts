import { createTheme } from '@mui/material/styles';

export const BRAND_PURPLE = '#501BC0';

/**
 * The system font stack: no font download, so text paints at once and never shifts (CLS 0).
 * Thai and Traditional Chinese fall back to the platform's own fonts for those scripts.
 */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Noto Sans Thai"',
  '"Noto Sans TC"',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  'Arial',
  'sans-serif',
].join(',');

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
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
