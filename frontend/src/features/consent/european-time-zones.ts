/**
 * The browser time zones taken to mean "probably in Europe" (SPEC §4: the cookie banner shows
 * only there). Thirty-two European city zones, including the non-EU ones whose visitors are
 * protected by equivalent law (UK, Switzerland, Norway, Iceland).
 */
export const EUROPEAN_TIME_ZONES: readonly string[] = [
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Belgrade',
  'Europe/Berlin',
  'Europe/Bratislava',
  'Europe/Brussels',
  'Europe/Bucharest',
  'Europe/Budapest',
  'Europe/Copenhagen',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/Lisbon',
  'Europe/Ljubljana',
  'Europe/London',
  'Europe/Luxembourg',
  'Europe/Madrid',
  'Europe/Malta',
  'Europe/Monaco',
  'Europe/Oslo',
  'Europe/Paris',
  'Europe/Prague',
  'Europe/Riga',
  'Europe/Rome',
  'Europe/Sofia',
  'Europe/Stockholm',
  'Europe/Tallinn',
  'Europe/Vienna',
  'Europe/Vilnius',
  'Europe/Warsaw',
  'Europe/Zagreb',
  'Europe/Zurich',
  'Atlantic/Reykjavik',
];

export function isEuropeanTimeZone(zone: string): boolean {
  return EUROPEAN_TIME_ZONES.includes(zone);
}
