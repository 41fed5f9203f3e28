import { pairVisits } from '../visits/pair-visits';
import { visitsToStays } from '../visits/visits-to-stays';
import { lastDayToStayOn } from './last-day-to-stay-on';

const TODAY = '2025-06-15';

function visitsAndStays(records: Array<[number, 'entry' | 'exit', string]>) {
  const visits = pairVisits(
    records.map(([id, entry_type, entry_date]) => ({ id, entry_type, entry_date })),
    { today: TODAY },
  );
  return { visits, stays: visitsToStays(visits) };
}

describe('lastDayToStayOn', () => {
  it("is the visit's last day to stay when today is inside one (ongoing)", () => {
    const { visits, stays } = visitsAndStays([
      [1, 'entry', '2025-03-01'],
      [2, 'exit', '2025-03-30'],
      [3, 'entry', '2025-06-01'],
    ]);
    expect(lastDayToStayOn(visits, stays, TODAY)).toBe('2025-07-30');
  });

  it('is the latest exit of a stay entered today when outside, later trips respected', () => {
    expect(lastDayToStayOn([], [], TODAY)).toBe('2025-09-12');
    const { visits, stays } = visitsAndStays([
      [1, 'entry', '2025-10-01'],
      [2, 'exit', '2025-10-30'],
    ]);
    // The 30 days of October fall in the window of 30 October with the stay: 60 days are left.
    expect(lastDayToStayOn(visits, stays, TODAY)).toBe('2025-08-13');
  });

  it('is null when not even today is allowed', () => {
    const { visits, stays } = visitsAndStays([
      [1, 'entry', '2025-03-01'],
      [2, 'exit', '2025-05-29'],
    ]);
    expect(lastDayToStayOn(visits, stays, '2025-06-01')).toBeNull();
  });

  it("leaves a residence permit's days out (ADR 0033): 60 of the 90 count, 30 days are left", () => {
    const { visits, stays } = visitsAndStays([
      [1, 'entry', '2025-03-01'],
      [2, 'exit', '2025-05-29'],
    ]);
    const excludedPeriods = [
      {
        from: '2025-03-01',
        to: '2025-03-30',
        issuingState: 'France',
        kind: 'residence_permit',
      } as const,
    ];
    expect(lastDayToStayOn(visits, stays, '2025-06-01', { excludedPeriods })).toBe('2025-06-30');
  });
});
