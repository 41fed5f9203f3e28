/** Temporal's clock, where the browser has it (Chrome 144+, Firefox 139+). */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

// The fallback's one formatter for the page's life: building an Intl.DateTimeFormat costs far more
// than asking one.
let formatter: Intl.DateTimeFormat | undefined;

/**
 * The browser's IANA time zone, e.g. 'Europe/Paris' ('UTC' when the browser will not say).
 * Temporal answers in microseconds; the fallback, a page's first Intl date formatter, costs a
 * phone ~100 ms of ICU start-up, which the cookie banner's rule on every page would otherwise pay
 * while the page loads (docs/adr/0014).
 */
export function browserTimeZone(): string {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const fromTemporal = temporal?.Now?.timeZoneId?.();
    if (fromTemporal) return fromTemporal;
    formatter ??= Intl.DateTimeFormat();
    return formatter.resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, sorted, always including 'UTC' and `extra` when given. */
export function timeZoneNames(extra?: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (extra) all.add(extra);
  return [...all].sort((a, b) => a.localeCompare(b));
}
