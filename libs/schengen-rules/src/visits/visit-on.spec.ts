import { pairVisits } from './pair-visits';
import { visitOn } from './visit-on';

const TODAY = '2025-06-15';
const entry = (id: number, date: string) => ({
  id,
  entry_type: 'entry' as const,
  entry_date: date,
});
const exit = (id: number, date: string) => ({ id, entry_type: 'exit' as const, entry_date: date });
const idOn = (records: Parameters<typeof pairVisits>[0], date = TODAY) =>
  visitOn(pairVisits(records, { today: TODAY }), date, TODAY)?.entry.id ?? null;

describe('visitOn', () => {
  it('finds an ongoing visit that started on or before today', () => {
    expect(idOn([entry(1, '2025-06-01')])).toBe(1);
    expect(idOn([entry(1, TODAY)])).toBe(1);
  });

  it('finds a recorded visit whose exit is today or later', () => {
    expect(idOn([entry(1, '2025-06-01'), exit(2, '2025-06-20')])).toBe(1);
    expect(idOn([entry(1, '2025-06-01'), exit(2, TODAY)])).toBe(1);
  });

  it('finds nothing after the exit, before a planned visit, or without visits', () => {
    expect(idOn([entry(1, '2025-06-01'), exit(2, '2025-06-14')])).toBeNull();
    expect(idOn([entry(1, '2025-06-16'), exit(2, '2025-06-20')])).toBeNull();
    expect(idOn([entry(1, '2025-06-16')])).toBeNull();
    expect(idOn([])).toBeNull();
  });

  it('finds the visit holding any other day, an ongoing one up to today only', () => {
    const records = [entry(1, '2025-03-01'), exit(2, '2025-03-10'), entry(3, '2025-06-10')];
    expect(idOn(records, '2025-03-10')).toBe(1);
    expect(idOn(records, '2025-03-11')).toBeNull();
    expect(idOn(records, '2025-06-12')).toBe(3);
    expect(idOn(records, '2025-06-16')).toBeNull();
  });

  it('prefers the newest visit when paired visits overlap', () => {
    // Two entries and one exit: the earlier entry takes the exit, the later one stays ongoing.
    expect(idOn([entry(1, '2025-06-01'), entry(2, '2025-06-05'), exit(3, '2025-06-20')])).toBe(2);
  });
});
