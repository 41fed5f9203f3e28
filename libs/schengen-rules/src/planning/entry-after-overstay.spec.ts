import { entryAfterOverstay } from './entry-after-overstay';

describe('entryAfterOverstay', () => {
  const overstay = [{ entry: '2025-01-01', exit: '2025-04-30' }]; // 120 days

  it('is the first day whose window, counting that day, holds 90 days or fewer', () => {
    // The window of 30 July is 1 February .. 30 July: 89 days of the overstay, plus the new day.
    expect(entryAfterOverstay(overstay, '2025-04-30')).toBe('2025-07-30');
  });

  it('adds no fixed wait: the date comes before the overstay has fully left the window', () => {
    // Every overstay day has left the window on 27 October (30 April + 180).
    expect(entryAfterOverstay(overstay, '2025-04-30')! < '2025-10-27').toBe(true);
  });

  it('is the next day when the allowance was not used up', () => {
    expect(entryAfterOverstay([{ entry: '2025-01-01', exit: '2025-01-10' }], '2025-01-10')).toBe(
      '2025-01-11',
    );
  });

  it('counts an ongoing overstay up to today, the last day of it', () => {
    expect(
      entryAfterOverstay([{ entry: '2025-01-01', exit: null }], '2025-04-30', {
        today: '2025-04-30',
      }),
    ).toBe('2025-07-30');
  });

  it('counts planned days after the overstay that fall in the new day’s window', () => {
    const stays = [...overstay, { entry: '2025-07-01', exit: '2025-07-20' }];
    // 20 planned days in July: the window must also lose 20 more overstay days.
    expect(entryAfterOverstay(stays, '2025-04-30')).toBe('2025-08-19');
  });

  it('throws RangeError for an invalid last day', () => {
    expect(() => entryAfterOverstay(overstay, '2025-04-31')).toThrow(RangeError);
  });
});
