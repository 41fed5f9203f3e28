import {
  SCHENGEN_COUNTRIES,
  SCHENGEN_COUNTRY_NAMES,
  isSchengenCountryName,
} from './schengen-countries.constants';

describe('SCHENGEN_COUNTRIES', () => {
  it('lists 29 states', () => {
    expect(SCHENGEN_COUNTRIES).toHaveLength(29);
  });

  it('has unique names and unique codes', () => {
    expect(new Set(SCHENGEN_COUNTRIES.map(({ name }) => name)).size).toBe(29);
    expect(new Set(SCHENGEN_COUNTRIES.map(({ code }) => code)).size).toBe(29);
  });

  it('uses ISO 3166-1 alpha-2 codes', () => {
    for (const { code } of SCHENGEN_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the states that joined most recently', () => {
    expect(SCHENGEN_COUNTRY_NAMES).toEqual(
      expect.arrayContaining(['Croatia', 'Bulgaria', 'Romania']),
    );
  });

  it('is in alphabetical order of name', () => {
    expect([...SCHENGEN_COUNTRY_NAMES].sort()).toEqual(SCHENGEN_COUNTRY_NAMES);
  });

  it.each(['Ireland', 'Cyprus', 'United Kingdom'])('leaves out %s', (name) => {
    expect(isSchengenCountryName(name)).toBe(false);
  });
});

describe('isSchengenCountryName', () => {
  it('matches the exact English name only', () => {
    expect(isSchengenCountryName('Czechia')).toBe(true);
    expect(isSchengenCountryName('czechia')).toBe(false);
    expect(isSchengenCountryName('CZ')).toBe(false);
    expect(isSchengenCountryName(null)).toBe(false);
  });
});
