import { insurancePeriodUsage } from './insurance-period-usage';

describe('insurancePeriodUsage', () => {
  const stays = [{ entry: '2025-01-01', exit: '2025-01-10' }];

  it('counts the days present in the period, both ends included', () => {
    expect(insurancePeriodUsage(stays, { start: '2025-01-05', end: '2025-12-31' })).toEqual({
      start: '2025-01-05',
      end: '2025-12-31',
      periodDays: 361,
      daysUsed: 6,
      percent: 7,
      barPercent: 7,
    });
  });

  it('counts a one-day period that is a travel day', () => {
    expect(insurancePeriodUsage(stays, { start: '2025-01-10', end: '2025-01-10' }).daysUsed).toBe(
      1,
    );
  });

  it('rounds the percentage and caps the bar at 100%', () => {
    const long = [
      { entry: '2025-01-01', exit: '2025-03-31' },
      { entry: '2025-08-01', exit: '2025-09-30' },
    ];
    const usage = insurancePeriodUsage(long, { start: '2025-01-01', end: '2025-12-31' });
    expect(usage).toMatchObject({ daysUsed: 151, percent: 168, barPercent: 100 });
  });

  it('throws RangeError when the period ends before it starts', () => {
    expect(() => insurancePeriodUsage(stays, { start: '2025-02-01', end: '2025-01-01' })).toThrow(
      RangeError,
    );
  });
});
