/**
 * The route table of SPEC §2. Components link with `paths.x.getHref()`, the router reads
 * `paths.x.path`, so a URL is written in exactly one place.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  admin: { path: '/admin', getHref: () => '/admin' },
  auth: { path: '/auth', getHref: () => '/auth' },
  donate: { path: '/donate', getHref: () => '/donate' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  /** Beyond SPEC: the link e-mailed to a new address. */
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  faq: { path: '/faq', getHref: () => '/faq' },
} as const;
