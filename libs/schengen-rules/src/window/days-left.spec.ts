import { daysLeft } from './days-left';

describe('daysLeft', () => {
  it('is 90 minus the days used', () => {
    expect(daysLeft([{ entry: '2025-01-01', exit: '2025-01-30' }], '2025-02-15')).toBe(60);
  });

  it('is 90 without stays', () => {
    expect(daysLeft([], '2025-02-15')).toBe(90);
  });

  it('never goes below 0 after an overstay', () => {
    expect(daysLeft([{ entry: '2025-01-01', exit: '2025-04-30' }], '2025-04-30')).toBe(0);
  });

  it('counts an ongoing stay to today', () => {
    expect(
      daysLeft([{ entry: '2025-01-01', exit: null }], '2025-01-10', { today: '2025-01-10' }),
    ).toBe(80);
  });
});
