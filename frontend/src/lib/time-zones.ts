/** The browser's IANA time zone, e.g. 'Europe/Paris' ('UTC' when the browser will not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
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
