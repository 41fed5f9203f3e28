import type { NotificationEntryDto } from '@app/contracts';
import type { ExcludedPeriod } from '@app/schengen-rules';

import { travelFacts } from './travel-facts';

const USER = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const TRAVELLER = '9b2c6f2e-1d3a-4b5c-8d7e-6f5a4b3c2d1e';
let sequence = 0;

function record(
  entryType: 'entry' | 'exit',
  entryDate: string,
  country: string | null = null,
): NotificationEntryDto {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    user_id: USER,
    traveller_id: TRAVELLER,
    entry_type: entryType,
    entry_date: entryDate,
    country,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
  };
}

/** The facts of these records, with these residence permits and long-stay visas. */
const factsOf = (
  entries: NotificationEntryDto[],
  today: string,
  excludedPeriods: ExcludedPeriod[] = [],
) => travelFacts({ entries, excludedPeriods }, today);

describe('travelFacts', () => {
  it('leaves out the days of a residence permit, in the count and in the last day to stay (issue #22)', () => {
    const entries = [
      record('entry', '2026-03-01', 'France'),
      record('exit', '2026-03-30', 'France'),
      record('entry', '2026-05-01', 'France'),
    ];
    const permit: ExcludedPeriod = {
      from: '2026-03-01',
      to: '2026-03-30',
      issuingState: 'France',
      kind: 'residence_permit',
    };
    // March's 30 days and 1 May to 1 June's 32: 62 used, the last day 29 June (60 days from
    // 1 May). Under the permit March does not count: 32 used, and 90 days from 1 May.
    const without = factsOf(entries, '2026-06-01');
    expect(without).toMatchObject({ daysUsed: 62, daysLeft: 28 });
    expect(without.current?.lastDayToStay).toBe('2026-06-29');
    const facts = factsOf(entries, '2026-06-01', [permit]);
    expect(facts).toMatchObject({ daysUsed: 32, daysLeft: 58, level: 'safe', isInside: true });
    expect(facts.current?.lastDayToStay).toBe('2026-07-29');
  });

  it('shows SPEC §4 "with no entries": 0 used, 90 left, safe, outside', () => {
    expect(factsOf([], '2026-06-01')).toEqual({
      today: '2026-06-01',
      daysUsed: 0,
      daysLeft: 90,
      level: 'safe',
      isInside: false,
      current: null,
      nextTrip: null,
    });
  });

  it('counts an ongoing visit up to today and gives its last day to stay', () => {
    // 10 March to 1 June 2026 is 84 days; 90 days from 10 March end on 7 June.
    const facts = factsOf([record('entry', '2026-03-10', 'France')], '2026-06-01');
    expect(facts).toMatchObject({ daysUsed: 84, daysLeft: 6, level: 'warning', isInside: true });
    expect(facts.current).toEqual({
      entryDate: '2026-03-10',
      exitDate: null,
      isOngoing: true,
      lastDayToStay: '2026-06-07',
    });
  });

  it('takes earlier stays in the window into account for the last day to stay', () => {
    const facts = factsOf(
      [record('entry', '2026-01-01'), record('exit', '2026-01-30'), record('entry', '2026-05-20')],
      '2026-06-01',
    );
    // 30 days in January plus 13 so far: 43 used. Staying on, the count reaches 71 on 29 June;
    // from 30 June each new day pushes a January day out of the window, until January has left it
    // on 30 July (72 days); 18 more days reach 90: the last day to stay is 17 August.
    expect(facts).toMatchObject({ daysUsed: 43, daysLeft: 47, level: 'safe', isInside: true });
    expect(facts.current?.lastDayToStay).toBe('2026-08-17');
  });

  it('holds a visit with a planned exit as current, and finds the next trip after today', () => {
    const facts = factsOf(
      [
        record('entry', '2026-05-25', 'Italy'),
        record('exit', '2026-06-05', 'Italy'),
        record('entry', '2026-08-01', 'Spain'),
        record('entry', '2026-07-01', 'France'),
        record('exit', '2026-07-10', 'France'),
      ],
      '2026-06-01',
    );
    expect(facts.isInside).toBe(true);
    expect(facts.current).toMatchObject({
      entryDate: '2026-05-25',
      exitDate: '2026-06-05',
      isOngoing: false,
    });
    expect(facts.nextTrip).toEqual({
      entryDate: '2026-07-01',
      exitDate: '2026-07-10',
      country: 'France',
    });
  });

  it('is outside with no current visit between trips', () => {
    const facts = factsOf(
      [record('entry', '2026-05-01'), record('exit', '2026-05-10'), record('entry', '2026-06-20')],
      '2026-06-01',
    );
    expect(facts).toMatchObject({ daysUsed: 10, isInside: false, current: null });
    expect(facts.nextTrip).toEqual({ entryDate: '2026-06-20', exitDate: null, country: null });
  });

  it('rates 85 to 90 days as danger and more than 90 as exceeded', () => {
    expect(factsOf([record('entry', '2026-03-09')], '2026-06-01').level).toBe('danger'); // 85
    const over = factsOf([record('entry', '2026-03-01')], '2026-06-01'); // 93
    expect(over).toMatchObject({ daysUsed: 93, daysLeft: 0, level: 'exceeded' });
    expect(over.current?.lastDayToStay).toBe('2026-05-29');
  });
});
