import { insurancePresets } from './insurance-presets';

describe('insurancePresets', () => {
  it('gives the three presets for a today', () => {
    expect(insurancePresets('2025-06-15')).toEqual({
      lastTwelveMonths: { start: '2024-06-15', end: '2025-06-15' },
      thisYear: { start: '2025-01-01', end: '2025-06-15' },
      lastYear: { start: '2024-01-01', end: '2024-12-31' },
    });
  });

  it('clamps one year back from 29 February to 28 February', () => {
    expect(insurancePresets('2024-02-29').lastTwelveMonths.start).toBe('2023-02-28');
  });

  it('starts this year on 1 January when today is 1 January', () => {
    expect(insurancePresets('2026-01-01').thisYear).toEqual({
      start: '2026-01-01',
      end: '2026-01-01',
    });
  });
});
