import { summariseRecords } from './summarise-records';

const record = (id: number, entry_type: 'entry' | 'exit', entry_date: string) => ({
  id,
  entry_type,
  entry_date,
});

describe('summariseRecords', () => {
  it('counts a completed and an ongoing visit up to today, on the dashboard scale', () => {
    const summary = summariseRecords(
      [
        record(1, 'entry', '2025-03-01'),
        record(2, 'exit', '2025-03-30'),
        record(3, 'entry', '2025-06-01'),
      ],
      '2025-06-15',
      'dashboard',
    );
    expect(summary).toMatchObject({
      today: '2025-06-15',
      daysUsed: 45,
      daysLeft: 45,
      level: 'safe',
      percent: 50,
      isInside: true,
    });
    expect(summary.visits.map((visit) => visit.entryDate)).toEqual(['2025-06-01', '2025-03-01']);
    expect(summary.stays).toHaveLength(2);
  });

  it('takes the scale it is given', () => {
    // 70 days: a warning on the dashboard's scale, on the demo's too (above 60).
    const records = [record(1, 'entry', '2025-03-01'), record(2, 'exit', '2025-05-09')];
    expect(summariseRecords(records, '2025-06-15', 'dashboard').level).toBe('warning');
    const sixtyFive = [record(1, 'entry', '2025-03-01'), record(2, 'exit', '2025-05-04')];
    expect(summariseRecords(sixtyFive, '2025-06-15', 'dashboard').level).toBe('safe');
    expect(summariseRecords(sixtyFive, '2025-06-15', 'demo').level).toBe('warning');
    expect(summariseRecords([], '2025-06-15', 'demo')).toMatchObject({
      daysUsed: 0,
      daysLeft: 90,
      level: 'safe',
      isInside: false,
    });
  });
});
