import type { TravelEntryDto } from '@app/contracts';

import { buildTravelHistory } from './travel-history';

let ids = 0;

function record(
  entry_type: TravelEntryDto['entry_type'],
  entry_date: string,
  extra: Partial<TravelEntryDto> = {},
): TravelEntryDto {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    user_id: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
    entry_type,
    entry_date,
    country: null,
    notes: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** Paris 1-10 March 2025 (10 days), then an ongoing visit from 10 June without a country. */
const HISTORY = [
  record('entry', '2025-03-01', { country: 'France', notes: 'Paris' }),
  record('exit', '2025-03-10', { country: 'France', notes: 'Paris' }),
  record('entry', '2025-06-10'),
];

describe('buildTravelHistory', () => {
  it('lists the visits newest first, an ongoing one counted up to the report date', () => {
    expect(buildTravelHistory(HISTORY, '2025-06-15').rows).toEqual([
      {
        country: null,
        notes: null,
        entryDate: '2025-06-10',
        exitDate: null,
        days: 6,
        notCountedDays: 0,
      },
      {
        country: 'France',
        notes: 'Paris',
        entryDate: '2025-03-01',
        exitDate: '2025-03-10',
        days: 10,
        notCountedDays: 0,
      },
    ]);
  });

  it('leaves out the days in Cyprus and under a residence permit, and says how many per visit (issue #22)', () => {
    const history = [
      ...HISTORY,
      record('entry', '2025-04-01', { country: 'Cyprus' }),
      record('exit', '2025-04-04', { country: 'Cyprus' }),
    ];
    const permit = {
      id: '00000000-0000-4000-8000-000000000999',
      traveller_id: '00000000-0000-4000-8000-000000000998',
      from: '2025-03-06',
      to: '2025-03-31',
      issuing_state: 'France',
      kind: 'residence_permit' as const,
    };
    const report = buildTravelHistory(history, '2025-06-15', [permit]);
    expect(report.rows.map((row) => [row.entryDate, row.days, row.notCountedDays])).toEqual([
      ['2025-06-10', 6, 0],
      ['2025-04-01', 4, 4],
      ['2025-03-01', 10, 5],
    ]);
    // 5 days of March and the 6 of June.
    expect(report.summary.daysUsed).toBe(11);
    expect(report.usage.daysUsed.at(-1)).toBe(11);
  });

  it('sums up the window ending on the report date while inside', () => {
    expect(buildTravelHistory(HISTORY, '2025-06-15').summary).toEqual({
      totalVisits: 2,
      daysUsed: 16,
      daysLeft: 74,
      isInside: true,
      // The ongoing visit may last 90 days: March has left the window by then.
      lastDayToStay: '2025-09-07',
    });
  });

  it('gives the last day of a stay starting on the report date while outside', () => {
    expect(buildTravelHistory(HISTORY.slice(0, 2), '2025-04-01').summary).toEqual({
      totalVisits: 1,
      daysUsed: 10,
      daysLeft: 80,
      isInside: false,
      lastDayToStay: '2025-06-19',
    });
  });

  it('gives the last day of a recorded visit holding the report date, its own exit aside', () => {
    const inside = [
      ...HISTORY.slice(0, 2),
      record('entry', '2025-06-10'),
      record('exit', '2025-06-20'),
    ];
    expect(buildTravelHistory(inside, '2025-06-15').summary).toMatchObject({
      isInside: true,
      lastDayToStay: '2025-09-07',
    });
  });

  it('has no last day when the allowance is spent', () => {
    const overstay = [record('entry', '2025-01-01'), record('exit', '2025-04-10')];
    expect(buildTravelHistory(overstay, '2025-04-15').summary).toMatchObject({
      daysUsed: 100,
      daysLeft: 0,
      lastDayToStay: null,
    });
  });

  it('gives the days used on each of the 180 days ending on the report date', () => {
    const { usage } = buildTravelHistory(HISTORY, '2025-06-15');
    expect(usage.from).toBe('2024-12-18');
    expect(usage.daysUsed).toHaveLength(180);
    expect(usage.daysUsed[0]).toBe(0);
    expect(usage.daysUsed.at(-1)).toBe(16);
    // 10 March, the last day in Paris: 10 days used.
    expect(usage.daysUsed[82]).toBe(10);
  });

  it('has nothing to show without entries', () => {
    expect(buildTravelHistory([], '2025-06-15')).toMatchObject({
      rows: [],
      summary: { totalVisits: 0, daysUsed: 0, daysLeft: 90, isInside: false },
    });
  });
});
