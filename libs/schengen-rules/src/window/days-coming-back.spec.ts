import { daysComingBack } from './days-coming-back';

describe('daysComingBack', () => {
  it('lists the dates on which earlier days leave the window, with the days left after', () => {
    expect(daysComingBack([{ entry: '2025-01-01', exit: '2025-01-02' }], '2025-06-01')).toEqual({
      from: '2025-06-01',
      daysLeft: 88,
      through: '2025-11-28',
      regains: [
        { date: '2025-06-30', regained: 1, daysLeftAfter: 89 },
        { date: '2025-07-01', regained: 1, daysLeftAfter: 90 },
      ],
    });
  });

  it('brings back all 90 days of a full window, one a day', () => {
    const back = daysComingBack([{ entry: '2025-01-01', exit: '2025-03-31' }], '2025-04-15');
    expect(back.daysLeft).toBe(0);
    expect(back.regains).toHaveLength(90);
    expect(back.regains[0]).toEqual({ date: '2025-06-30', regained: 1, daysLeftAfter: 1 });
    expect(back.regains[89]).toEqual({ date: '2025-09-27', regained: 1, daysLeftAfter: 90 });
  });

  it('holds days back while a planned trip after the baseline spends them', () => {
    const stays = [
      { entry: '2025-01-01', exit: '2025-01-10' },
      { entry: '2025-07-01', exit: '2025-07-05' },
    ];
    expect(daysComingBack(stays, '2025-06-01').regains).toEqual([
      { date: '2025-06-30', regained: 1, daysLeftAfter: 81 },
      { date: '2025-07-06', regained: 1, daysLeftAfter: 82 },
      { date: '2025-07-07', regained: 1, daysLeftAfter: 83 },
      { date: '2025-07-08', regained: 1, daysLeftAfter: 84 },
      { date: '2025-07-09', regained: 1, daysLeftAfter: 85 },
    ]);
  });

  it('after an overstay, gives back the first day only once the count is under 90', () => {
    const back = daysComingBack([{ entry: '2025-01-01', exit: '2025-04-30' }], '2025-05-01');
    expect(back.daysLeft).toBe(0);
    expect(back.regains[0]).toEqual({ date: '2025-07-30', regained: 1, daysLeftAfter: 1 });
    expect(back.regains.at(-1)).toEqual({ date: '2025-10-27', regained: 1, daysLeftAfter: 90 });
  });

  it('lists nothing when no day is used', () => {
    expect(daysComingBack([], '2025-06-01')).toMatchObject({ daysLeft: 90, regains: [] });
  });

  it('counts an ongoing stay up to today', () => {
    const back = daysComingBack([{ entry: '2025-01-01', exit: null }], '2025-01-05', {
      today: '2025-01-05',
    });
    expect(back.daysLeft).toBe(85);
    expect(back.regains.map((r) => r.date)).toEqual([
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
    ]);
  });

  it('throws RangeError for an invalid baseline day', () => {
    expect(() => daysComingBack([], '2025-13-01')).toThrow(RangeError);
  });
});
