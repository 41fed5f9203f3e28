import { pairVisits } from './pair-visits';

const entry = (id: number, date: string, created = '2025-01-01T00:00:00Z') => ({
  id,
  entry_type: 'entry' as const,
  entry_date: date,
  created_at: created,
});
const exit = (id: number, date: string, created = '2025-01-01T00:00:00Z') => ({
  id,
  entry_type: 'exit' as const,
  entry_date: date,
  created_at: created,
});
const pairs = (visits: ReturnType<typeof pairVisits>) =>
  visits.map((v) => [v.entry.id, v.exit?.id ?? null]);

describe('pairVisits', () => {
  it('pairs an entry with its exit and gives the inclusive duration', () => {
    const [visit] = pairVisits([entry(1, '2025-01-01'), exit(2, '2025-01-10')]);
    expect(visit).toMatchObject({
      entryDate: '2025-01-01',
      exitDate: '2025-01-10',
      isOngoing: false,
      durationDays: 10,
    });
  });

  it('lists visits newest first', () => {
    const records = [
      entry(1, '2025-01-01'),
      exit(2, '2025-01-05'),
      entry(3, '2025-02-01'),
      exit(4, '2025-02-03'),
    ];
    expect(pairs(pairVisits(records))).toEqual([
      [3, 4],
      [1, 2],
    ]);
  });

  it('pairs an entry with an exit on the same day as a one-day visit', () => {
    const [visit] = pairVisits([exit(2, '2025-01-01'), entry(1, '2025-01-01')]);
    expect(visit).toMatchObject({ exitDate: '2025-01-01', durationDays: 1 });
  });

  it('leaves an entry without a later exit ongoing, counting the days since entry + 1', () => {
    const [visit] = pairVisits([entry(1, '2025-03-01')], { today: '2025-03-10' });
    expect(visit).toMatchObject({ exit: null, exitDate: null, isOngoing: true, durationDays: 10 });
  });

  it('gives no duration for an ongoing visit without today', () => {
    expect(pairVisits([entry(1, '2025-03-01')])[0]?.durationDays).toBeNull();
  });

  it('does not pair an entry with an exit dated before it', () => {
    expect(
      pairs(pairVisits([exit(1, '2025-01-01'), entry(2, '2025-01-05')], { today: '2025-01-06' })),
    ).toEqual([[2, null]]);
  });

  it('gives each exit to one entry only, the earliest entry first', () => {
    const records = [entry(1, '2025-01-01'), entry(2, '2025-01-03'), exit(3, '2025-01-10')];
    expect(pairs(pairVisits(records, { today: '2025-01-20' }))).toEqual([
      [2, null],
      [1, 3],
    ]);
  });

  it('breaks ties between entries of the same date by creation time', () => {
    const records = [
      entry(1, '2025-01-01', '2025-01-02T00:00:00Z'),
      entry(2, '2025-01-01', '2025-01-01T00:00:00Z'),
      exit(3, '2025-01-05'),
    ];
    expect(pairs(pairVisits(records, { today: '2025-01-20' }))).toEqual([
      [1, null],
      [2, 3],
    ]);
  });

  it('keeps the own fields of the caller on the records', () => {
    const [visit] = pairVisits([{ ...entry(1, '2025-01-01'), country: 'France', notes: 'Paris' }], {
      today: '2025-01-01',
    });
    expect(visit?.entry.country).toBe('France');
  });

  it('throws RangeError for an invalid record date', () => {
    expect(() => pairVisits([entry(1, '2025-02-30')])).toThrow(RangeError);
  });
});
