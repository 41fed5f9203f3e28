/** Temporal's clock, where the browser has it (Chrome 144+, Firefox 139+). */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The browser's IANA time zone as Temporal tells it, in microseconds; null where the browser has
 * no Temporal. A page's first Intl date formatter, the other way to ask, costs a phone ~100 ms of
 * ICU start-up while the page loads (docs/adr/0015).
 */
export function temporalTimeZone(): string | null {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal?.Now?.timeZoneId?.() || null;
  } catch {
    return null;
  }
}

// The fallback's one formatter for the page's life: building an Intl.DateTimeFormat costs far more
// than asking one.
let formatter: Intl.DateTimeFormat | undefined;

/** The browser's IANA time zone, e.g. 'Europe/Paris' ('UTC' when the browser will not say). */
export function browserTimeZone(): string {
  const fromTemporal = temporalTimeZone();
  if (fromTemporal) return fromTemporal;
  try {
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
