import { usageBarPercent, usagePercent } from './usage-percent';

describe('usagePercent', () => {
  it.each([
    [0, 0],
    [1, 1],
    [45, 50],
    [89, 99],
    [90, 100],
    [100, 111],
  ])('rounds %p days of 90 to %p%', (days, percent) => {
    expect(usagePercent(days)).toBe(percent);
  });

  it('throws RangeError for negative days', () => {
    expect(() => usagePercent(-1)).toThrow(RangeError);
  });
});

describe('usageBarPercent', () => {
  it('caps the bar at 100%', () => {
    expect(usageBarPercent(100)).toBe(100);
    expect(usageBarPercent(45)).toBe(50);
  });
});
