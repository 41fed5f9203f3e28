import { daysUsed } from './days-used';

describe('daysUsed', () => {
  it('counts both the entry day and the exit day', () => {
    expect(daysUsed([{ entry: '2025-03-01', exit: '2025-03-10' }], '2025-03-31')).toBe(10);
  });

  it('counts a one-day visit (entry and exit on the same day) as one day', () => {
    expect(daysUsed([{ entry: '2025-03-01', exit: '2025-03-01' }], '2025-03-01')).toBe(1);
  });

  it('uses the window of the day itself and the 179 days before it', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-01-01' }];
    // 2025-06-29 is 179 days after 2025-01-01: still inside; one day later it has left.
    expect(daysUsed(stays, '2025-06-29')).toBe(1);
    expect(daysUsed(stays, '2025-06-30')).toBe(0);
  });

  it('counts only the part of a stay inside the window', () => {
    expect(daysUsed([{ entry: '2024-12-01', exit: '2025-01-31' }], '2025-06-30')).toBe(30);
  });

  it('ignores days after the date', () => {
    expect(daysUsed([{ entry: '2025-03-01', exit: '2025-03-31' }], '2025-03-10')).toBe(10);
  });

  it('counts a day covered by overlapping or repeated stays once', () => {
    const stays = [
      { entry: '2025-01-01', exit: '2025-01-10' },
      { entry: '2025-01-05', exit: '2025-01-15' },
      { entry: '2025-01-05', exit: '2025-01-15' },
    ];
    expect(daysUsed(stays, '2025-02-01')).toBe(15);
  });

  it('counts an ongoing stay up to and including today and nothing after', () => {
    const stays = [{ entry: '2025-05-01', exit: null }];
    expect(daysUsed(stays, '2025-05-31', { today: '2025-05-10' })).toBe(10);
  });

  it('counts nothing for an ongoing stay that starts after today', () => {
    expect(
      daysUsed([{ entry: '2025-06-01', exit: null }], '2025-06-30', { today: '2025-05-10' }),
    ).toBe(0);
  });

  it('crosses 29 February in a leap year day by day', () => {
    expect(daysUsed([{ entry: '2024-02-27', exit: '2024-03-02' }], '2024-03-02')).toBe(5);
  });

  it('returns 0 without stays', () => {
    expect(daysUsed([], '2025-01-01')).toBe(0);
  });

  it('throws RangeError for an ongoing stay without today', () => {
    expect(() => daysUsed([{ entry: '2025-01-01', exit: null }], '2025-01-02')).toThrow(RangeError);
  });

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-1-01', '2025-01-01T00:00:00Z', ''])(
    'throws RangeError for the invalid date %p',
    (date) => {
      expect(() => daysUsed([], date)).toThrow(RangeError);
      expect(() => daysUsed([{ entry: date, exit: '2025-01-01' }], '2025-01-01')).toThrow(
        RangeError,
      );
    },
  );

  it('throws RangeError for a stay that ends before it starts', () => {
    expect(() => daysUsed([{ entry: '2025-01-10', exit: '2025-01-01' }], '2025-02-01')).toThrow(
      /ends before it starts/,
    );
  });
});
