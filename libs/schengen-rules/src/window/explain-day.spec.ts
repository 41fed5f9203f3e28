import { explainDay } from './explain-day';

describe('explainDay', () => {
  it('gives the window, the counted days of each stay, the total and when they drop out', () => {
    const stay = { id: 7, entry: '2025-01-01', exit: '2025-01-10' };
    expect(explainDay([stay], '2025-03-01')).toEqual({
      date: '2025-03-01',
      window: { start: '2024-09-03', end: '2025-03-01' },
      daysUsed: 10,
      daysLeft: 80,
      stays: [
        {
          stay,
          counted: { start: '2025-01-01', end: '2025-01-10' },
          days: 10,
          dropsOut: { start: '2025-06-30', end: '2025-07-09' },
        },
      ],
      notCounted: [],
    });
  });

  it('counts only the part of a stay inside the window, and nothing after the day', () => {
    const why = explainDay(
      [
        { entry: '2024-12-01', exit: '2025-01-31' },
        { entry: '2025-06-20', exit: '2025-07-10' },
      ],
      '2025-06-30',
    );
    expect(why.window).toEqual({ start: '2025-01-02', end: '2025-06-30' });
    expect(why.stays.map((s) => [s.counted, s.days, s.dropsOut])).toEqual([
      [{ start: '2025-01-02', end: '2025-01-31' }, 30, { start: '2025-07-01', end: '2025-07-30' }],
      [{ start: '2025-06-20', end: '2025-06-30' }, 11, { start: '2025-12-17', end: '2025-12-27' }],
    ]);
    expect(why.daysUsed).toBe(41);
  });

  it('counts the day itself and the exit day: a day drops out 180 days after it counted', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-01-01' }];
    expect(explainDay(stays, '2025-01-01').stays[0]?.dropsOut.start).toBe('2025-06-30');
    expect(explainDay(stays, '2025-06-29').daysUsed).toBe(1);
    expect(explainDay(stays, '2025-06-30')).toMatchObject({ daysUsed: 0, stays: [] });
  });

  it('counts a day covered by several stays once, for the stay that entered first', () => {
    const first = { entry: '2025-01-01', exit: '2025-01-10' };
    const inside = { entry: '2025-01-03', exit: '2025-01-05' };
    const overlapping = { entry: '2025-01-08', exit: '2025-01-15' };
    const why = explainDay([overlapping, inside, first], '2025-02-01');
    expect(why.daysUsed).toBe(15);
    expect(why.stays.map((s) => [s.stay, s.counted.start, s.counted.end, s.days])).toEqual([
      [first, '2025-01-01', '2025-01-10', 10],
      [overlapping, '2025-01-11', '2025-01-15', 5],
    ]);
  });

  it('gives a day shared by stays entered the same day to the longer one', () => {
    const short = { entry: '2025-01-01', exit: '2025-01-03' };
    const long = { entry: '2025-01-01', exit: '2025-01-20' };
    expect(explainDay([short, long], '2025-02-01').stays.map((s) => s.stay)).toEqual([long]);
  });

  it('counts an ongoing stay up to today only', () => {
    const why = explainDay([{ entry: '2025-03-01', exit: null }], '2025-03-31', {
      today: '2025-03-10',
    });
    expect(why.stays.map((s) => [s.counted, s.days])).toEqual([
      [{ start: '2025-03-01', end: '2025-03-10' }, 10],
    ]);
  });

  it('shows a total over 90 with no days left', () => {
    expect(explainDay([{ entry: '2025-01-01', exit: '2025-04-30' }], '2025-04-30')).toMatchObject({
      daysUsed: 120,
      daysLeft: 0,
    });
  });

  it('is empty without stays', () => {
    expect(explainDay([], '2025-01-01')).toMatchObject({ daysUsed: 0, daysLeft: 90, stays: [] });
  });

  it('throws RangeError for an invalid day or an ongoing stay without today', () => {
    expect(() => explainDay([], '2025-02-30')).toThrow(RangeError);
    expect(() => explainDay([{ entry: '2025-01-01', exit: null }], '2025-01-02')).toThrow(
      RangeError,
    );
  });
});
