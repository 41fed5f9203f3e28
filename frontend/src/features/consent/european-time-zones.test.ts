import { EUROPEAN_TIME_ZONES, isEuropeanTimeZone } from './european-time-zones';

/** The name a browser reports for `zone` (CLDR's canonical name, often an older one). */
const reportedName = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

describe('isEuropeanTimeZone', () => {
  it.each([
    'Asia/Nicosia',
    'Asia/Famagusta',
    'Atlantic/Canary',
    'Atlantic/Madeira',
    'Atlantic/Azores',
    'Africa/Ceuta',
    'Europe/Vaduz',
    'Europe/Kyiv',
    'Europe/Kiev',
    'Europe/Busingen',
    'Europe/Mariehamn',
    'Arctic/Longyearbyen',
    'Atlantic/Faroe',
    'Atlantic/Reykjavik',
    'Europe/Belfast',
    'Indian/Reunion',
    'America/Cayenne',
    'Europe/London',
    'Europe/Zurich',
    'Europe/Oslo',
    'Europe/Berlin',
  ])('covers %s', (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(true);
  });

  it.each([
    'UTC',
    'America/New_York',
    'Asia/Tokyo',
    'Australia/Sydney',
    'Asia/Dubai',
    'Africa/Abidjan',
    'America/Puerto_Rico',
    'America/Nuuk',
  ])('leaves out %s', (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(false);
  });

  describe('against the names the browser reports', () => {
    // The test setup pins the reported zone to UTC: ask the real Intl here.
    beforeEach(() => jest.restoreAllMocks());

    it('lists only names that the browser knows', () => {
      const unknown = EUROPEAN_TIME_ZONES.filter((zone) => {
        try {
          reportedName(zone);
          return false;
        } catch {
          return true;
        }
      });
      expect(unknown).toEqual([]);
    });

    it('covers the name the browser reports for every listed zone', () => {
      const missed = EUROPEAN_TIME_ZONES.map(reportedName).filter(
        (zone) => !isEuropeanTimeZone(zone),
      );
      expect(missed).toEqual([]);
    });
  });

  it('lists each name once', () => {
    expect(new Set(EUROPEAN_TIME_ZONES).size).toBe(EUROPEAN_TIME_ZONES.length);
  });
});
