/**
 * The cookie categories the cookie banner offers (SPEC §3 "Cookie preferences": necessary, always
 * on, then functional and analytics). The banner's switches and the privacy policy's cookie section
 * (its texts: `cookies.category.*` and `legal.privacy.s7.*`) both read them, so the policy names
 * exactly what the banner asks.
 */
export const COOKIE_CATEGORIES = [
  {
    key: 'necessary',
    label: 'Necessary',
    isAlwaysOn: true,
  },
  {
    key: 'functional',
    label: 'Functional',
    isAlwaysOn: false,
  },
  {
    key: 'analytics',
    label: 'Analytics',
    isAlwaysOn: false,
  },
] as const;

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type OptionalCookieCategoryKey = Exclude<CookieCategory['key'], 'necessary'>;
