/**
 * The cookie categories the cookie banner offers (SPEC §3 "Cookie preferences": necessary, always
 * on, then functional and analytics), with what each covers. The banner's switches and the privacy
 * policy's cookie section both read them, so the policy names exactly what the banner asks.
 */
export const COOKIE_CATEGORIES = [
  {
    key: 'necessary',
    label: 'Necessary',
    isAlwaysOn: true,
    purpose:
      'a session cookie that keeps you signed in, and your choices (such as this cookie choice) remembered in your browser. The service cannot work without them, so they are always on.',
  },
  {
    key: 'functional',
    label: 'Functional',
    isAlwaysOn: false,
    purpose:
      'cookies that would remember optional conveniences beyond the necessary ones. We set none today; we would set them only if you turn this category on.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    isAlwaysOn: false,
    purpose:
      'cookies that would measure how the service is used, to improve it. We set none today; we would set them only if you turn this category on.',
  },
] as const;

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type OptionalCookieCategoryKey = Exclude<CookieCategory['key'], 'necessary'>;
