import { schengenCountsFrom } from './schengen-counts-from';

describe('schengenCountsFrom', () => {
  it('reads a country by ISO code or by the English name a travel entry stores', () => {
    expect(schengenCountsFrom('HR')).toBe('2023-01-01');
    expect(schengenCountsFrom('Croatia')).toBe('2023-01-01');
    expect(schengenCountsFrom('Czechia')).toBe('2007-12-21');
  });

  it('is null for the states whose stays never count', () => {
    expect(schengenCountsFrom('CY')).toBeNull();
    expect(schengenCountsFrom('Ireland')).toBeNull();
  });

  it('throws RangeError for an unknown country, another spelling or no country', () => {
    expect(() => schengenCountsFrom('United Kingdom')).toThrow(RangeError);
    expect(() => schengenCountsFrom('hr')).toThrow(/Unknown country "hr"/);
    expect(() => schengenCountsFrom('')).toThrow(RangeError);
  });
});
