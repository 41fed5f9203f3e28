import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** Tooltip timings of SPEC §9: opens after 700 ms, and after 300 ms when moving between them. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The product's MUI theme. Colours are chosen for WCAG AA contrast on white (primary #1d4ed8 is
 * 6.7:1, error #b91c1c is 6.5:1); fonts are the system's, so no font file is fetched.
 */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#1d4ed8' },
      secondary: { main: '#0f766e' },
      error: { main: '#b91c1c' },
      warning: { main: '#b45309' },
      success: { main: '#15803d' },
      background: { default: '#f8fafc' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: SYSTEM_FONTS,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.375rem', fontWeight: 600 },
    },
    components: {
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP_ENTER_DELAY_MS,
          enterNextDelay: TOOLTIP_SKIP_DELAY_MS,
          arrow: true,
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  }),
);
