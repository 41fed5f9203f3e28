import { isIsoDate } from '../dates/iso-date';

import { SCHENGEN_MEMBERSHIP } from './schengen-membership';
import { SCHENGEN_MEMBERSHIP_SOURCES } from './schengen-membership-sources';

describe('SCHENGEN_MEMBERSHIP', () => {
  it('holds the 29 Schengen states with a date, and Cyprus and Ireland without one', () => {
    expect(SCHENGEN_MEMBERSHIP.filter((m) => m.countsFrom !== null)).toHaveLength(29);
    expect(SCHENGEN_MEMBERSHIP.filter((m) => m.countsFrom === null).map((m) => m.name)).toEqual([
      'Cyprus',
      'Ireland',
    ]);
  });

  it('has one official act for each state and none for another code', () => {
    expect(Object.keys(SCHENGEN_MEMBERSHIP_SOURCES).sort()).toEqual(
      SCHENGEN_MEMBERSHIP.map((m) => m.code).sort(),
    );
  });

  it('has unique ISO 3166-1 alpha-2 codes and unique names', () => {
    for (const { code } of SCHENGEN_MEMBERSHIP) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(SCHENGEN_MEMBERSHIP.map((m) => m.code)).size).toBe(SCHENGEN_MEMBERSHIP.length);
    expect(new Set(SCHENGEN_MEMBERSHIP.map((m) => m.name)).size).toBe(SCHENGEN_MEMBERSHIP.length);
  });

  it('gives every entry a real date (or none) and the official act behind it', () => {
    for (const membership of SCHENGEN_MEMBERSHIP) {
      if (membership.countsFrom !== null) expect(isIsoDate(membership.countsFrom)).toBe(true);
      expect(SCHENGEN_MEMBERSHIP_SOURCES[membership.code]?.source).toMatch(
        /Decision|Act of Accession|Protocol/,
      );
    }
  });

  it.each([
    ['FR', '1995-03-26'],
    ['IT', '1997-10-26'],
    ['AT', '1997-12-01'],
    ['GR', '2000-01-01'],
    ['NO', '2001-03-25'],
    ['PL', '2007-12-21'],
    ['MT', '2007-12-21'],
    ['CH', '2008-12-12'],
    ['LI', '2011-12-19'],
    ['HR', '2023-01-01'],
    ['BG', '2024-03-31'],
    ['RO', '2024-03-31'],
  ])('%s counts from %s', (code, date) => {
    expect(SCHENGEN_MEMBERSHIP.find((m) => m.code === code)?.countsFrom).toBe(date);
  });

  it('notes that lifting the land-border checks of Bulgaria and Romania in 2025 changes no count', () => {
    for (const code of ['BG', 'RO']) {
      expect(SCHENGEN_MEMBERSHIP_SOURCES[code]?.note).toMatch(/1 January 2025/);
    }
  });
});
