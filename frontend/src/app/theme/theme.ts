import { createTheme, responsiveFontSizes } from '@mui/material/styles';

import { TOKENS } from './tokens';

/** Tooltip timings of SPEC §9: opens after 700 ms, and after 300 ms when moving between them. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The product's MUI theme, from its design tokens (tokens.ts). */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: TOKENS.primary },
      secondary: { main: TOKENS.secondary },
      error: { main: TOKENS.error },
      warning: { main: TOKENS.warning },
      success: { main: TOKENS.success },
      background: { default: TOKENS.background },
    },
    shape: { borderRadius: TOKENS.borderRadiusPx },
    typography: {
      fontFamily: TOKENS.fontFamily,
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
