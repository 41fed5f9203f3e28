import { dailyUsage } from './daily-usage';

describe('dailyUsage', () => {
  it('gives the window count, days left and presence of every day in the range', () => {
    expect(
      dailyUsage([{ entry: '2025-01-01', exit: '2025-01-02' }], '2024-12-31', '2025-01-03'),
    ).toEqual([
      { date: '2024-12-31', daysUsed: 0, daysLeft: 90, isPresent: false },
      { date: '2025-01-01', daysUsed: 1, daysLeft: 89, isPresent: true },
      { date: '2025-01-02', daysUsed: 2, daysLeft: 88, isPresent: true },
      { date: '2025-01-03', daysUsed: 2, daysLeft: 88, isPresent: false },
    ]);
  });

  it('drops days as they leave the 180-day window', () => {
    const days = dailyUsage(
      [{ entry: '2025-01-01', exit: '2025-01-03' }],
      '2025-06-29',
      '2025-07-02',
    );
    expect(days.map((d) => d.daysUsed)).toEqual([3, 2, 1, 0]);
  });

  it('covers a whole leap year with one figure per day', () => {
    const days = dailyUsage([], '2024-01-01', '2024-12-31');
    expect(days).toHaveLength(366);
    expect(days[59]?.date).toBe('2024-02-29');
  });

  it('counts an ongoing stay up to today only', () => {
    const days = dailyUsage([{ entry: '2025-03-01', exit: null }], '2025-03-01', '2025-03-05', {
      today: '2025-03-03',
    });
    expect(days.map((d) => [d.daysUsed, d.isPresent])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [3, false],
      [3, false],
    ]);
  });

  it('throws RangeError when the range ends before it starts', () => {
    expect(() => dailyUsage([], '2025-01-02', '2025-01-01')).toThrow(RangeError);
  });
});
