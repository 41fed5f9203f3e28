import { complianceLevel } from './compliance-level';

describe('complianceLevel', () => {
  it.each([
    [0, 'safe'],
    [69, 'safe'],
    [70, 'warning'],
    [84, 'warning'],
    [85, 'danger'],
    [90, 'danger'],
    [91, 'exceeded'],
  ])('puts %p days on the dashboard scale at %p', (days, level) => {
    expect(complianceLevel(days, 'dashboard')).toBe(level);
  });

  it.each([
    [60, 'safe'],
    [61, 'warning'],
    [75, 'warning'],
    [76, 'danger'],
    [90, 'danger'],
    [91, 'exceeded'],
  ])('puts %p days on the demo scale at %p', (days, level) => {
    expect(complianceLevel(days, 'demo')).toBe(level);
  });

  it('uses the dashboard scale by default', () => {
    expect(complianceLevel(70)).toBe('warning');
  });

  it.each([-1, 1.5, Number.NaN])('throws RangeError for %p days', (days) => {
    expect(() => complianceLevel(days, 'dashboard')).toThrow(RangeError);
  });
});
