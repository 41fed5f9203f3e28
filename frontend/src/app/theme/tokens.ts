import type { CSSProperties } from 'react';

/**
 * The product's design tokens: the one place for its colours, fonts and corner radius. The MUI
 * theme is built from them (theme.ts), and the components styled by plain stylesheets (the
 * landing page, docs/adr/0026) read them as CSS custom properties (TOKEN_VARIABLES). Colours are
 * chosen for WCAG AA contrast on white (primary #1d4ed8 is 6.7:1, error #b91c1c is 6.5:1); fonts
 * are the system's, so no font file is fetched.
 */
export const TOKENS = {
  primary: '#1d4ed8',
  secondary: '#0f766e',
  error: '#b91c1c',
  warning: '#b45309',
  success: '#15803d',
  background: '#f8fafc',
  fontFamily: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
  ].join(','),
  borderRadiusPx: 10,
} as const;

/**
 * The tokens as CSS custom properties, which the components styled by plain stylesheets read
 * (`var(--token-primary)`): the server's document sets them on <html> (React's `style`).
 */
export const TOKEN_VARIABLES = {
  '--token-primary': TOKENS.primary,
  '--token-success': TOKENS.success,
  '--token-background': TOKENS.background,
  '--token-font-family': TOKENS.fontFamily,
  '--token-radius': `${TOKENS.borderRadiusPx}px`,
} as CSSProperties;
