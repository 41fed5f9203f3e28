/**
 * Builds the page's first Intl formatters, in a task of their own. The first date formatter of a
 * page starts ICU: measured 34–157 ms at Lighthouse's 4× CPU slowdown (docs/adr/0019), whereas
 * later ones cost a millisecond or two. src/main.tsx runs this once the page has painted, while
 * the app's code is still downloading and the main thread has nothing else to do, so that no
 * render that formats a date, a number or a plural (hydration included) pays for it.
 */
export function warmIntl(locale = 'en-GB'): void {
  try {
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
    new Intl.NumberFormat(locale).format(0);
    new Intl.PluralRules(locale).select(0);
  } catch {
    // A browser without Intl's formatters formats nothing with them either.
  }
}
