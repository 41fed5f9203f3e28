// One formatter for the page's life: building an Intl.DateTimeFormat costs a phone milliseconds,
// and every page asks for the zone on each render (the cookie banner's rule, the demo's today).
let formatter: Intl.DateTimeFormat | undefined;

/** The browser's IANA time zone, e.g. 'Europe/Paris' ('UTC' when the browser will not say). */
export function browserTimeZone(): string {
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
