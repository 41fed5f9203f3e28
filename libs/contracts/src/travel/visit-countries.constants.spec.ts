import { SCHENGEN_MEMBERSHIP, schengenCountsFrom } from '@app/schengen-rules';

import {
  VISIT_COUNTRIES,
  VISIT_COUNTRY_NAMES,
  isVisitCountryName,
} from './visit-countries.constants';

describe('VISIT_COUNTRIES', () => {
  it('lists the 29 Schengen states, Cyprus and Ireland', () => {
    expect(VISIT_COUNTRIES).toHaveLength(31);
    expect(VISIT_COUNTRIES.filter((c) => c.isSchengen)).toHaveLength(29);
    expect(VISIT_COUNTRIES.filter((c) => !c.isSchengen).map((c) => c.name)).toEqual([
      'Cyprus',
      'Ireland',
    ]);
  });

  // The agreement of the wire and the rule: every country the API accepts is one the rules count
  // (by name and by code), and every state the rules know can be named on a visit.
  it('agrees with the rules’ membership table, name for name and code for code', () => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(VISIT_COUNTRIES.map(({ code, name }) => ({ code, name }))).toEqual(
      SCHENGEN_MEMBERSHIP.map(({ code, name }) => ({ code, name })).sort(byName),
    );
    for (const { code, name, isSchengen } of VISIT_COUNTRIES) {
      expect(() => schengenCountsFrom(name)).not.toThrow();
      expect(schengenCountsFrom(name)).toBe(schengenCountsFrom(code));
      expect(schengenCountsFrom(name) !== null).toBe(isSchengen);
    }
  });

  it('has unique names and ISO 3166-1 alpha-2 codes', () => {
    expect(new Set(VISIT_COUNTRY_NAMES).size).toBe(31);
    expect(new Set(VISIT_COUNTRIES.map(({ code }) => code)).size).toBe(31);
    for (const { code } of VISIT_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the states that joined most recently', () => {
    expect(VISIT_COUNTRY_NAMES).toEqual(expect.arrayContaining(['Croatia', 'Bulgaria', 'Romania']));
  });

  it('is in alphabetical order of name', () => {
    expect([...VISIT_COUNTRY_NAMES].sort()).toEqual(VISIT_COUNTRY_NAMES);
  });
});

describe('isVisitCountryName', () => {
  it('matches the exact English name only', () => {
    expect(isVisitCountryName('Czechia')).toBe(true);
    expect(isVisitCountryName('Cyprus')).toBe(true);
    expect(isVisitCountryName('Ireland')).toBe(true);
    expect(isVisitCountryName('czechia')).toBe(false);
    expect(isVisitCountryName('CZ')).toBe(false);
    expect(isVisitCountryName('United Kingdom')).toBe(false);
    expect(isVisitCountryName(null)).toBe(false);
  });
});
