/**
 * Issue #22's days that do not count, end to end: residence permits and long-stay visas (Schengen
 * Borders Code Art. 6(1)), and stays in a country before it applied the Schengen rules in full
 * (Croatia from 2023-01-01, Bulgaria and Romania from 2024-03-31) or never (Cyprus, Ireland).
 */
import {
  type ExcludedPeriod,
  daysUsed,
  earliestEntryFor,
  explainDay,
  isInside,
  isStayAllowed,
  latestExit,
} from '../index';

const dVisa: ExcludedPeriod = {
  from: '2025-02-01',
  to: '2025-02-28',
  issuingState: 'France',
  kind: 'long_stay_visa',
};

describe('periods that do not count', () => {
  it('counts a stay in Croatia from 1 January 2023, not on 31 December 2022', () => {
    const stays = [{ entry: '2022-12-31', exit: '2023-01-01', country: 'Croatia' }];
    expect(daysUsed(stays, '2022-12-31')).toBe(0);
    expect(daysUsed(stays, '2023-01-01')).toBe(1);
    expect(explainDay(stays, '2023-01-01').notCounted).toEqual([
      expect.objectContaining({
        reason: 'not_schengen_then',
        country: 'Croatia',
        countsFrom: '2023-01-01',
        days: { start: '2022-12-31', end: '2022-12-31' },
      }),
    ]);
  });

  it('counts a stay in Romania from 31 March 2024, not on 30 March 2024, whichever border was crossed', () => {
    const stays = [{ entry: '2024-03-30', exit: '2024-06-30', country: 'RO' }];
    expect(daysUsed(stays, '2024-03-30')).toBe(0);
    expect(daysUsed(stays, '2024-03-31')).toBe(1);
    // The land-border checks went on 2025-01-01; the stay already counted in full by then.
    expect(daysUsed(stays, '2024-06-30')).toBe(92);
  });

  it('never counts a stay in Cyprus or Ireland, and the traveller there is outside the area', () => {
    const stays = [
      { entry: '2025-01-01', exit: '2025-03-31', country: 'Cyprus' },
      { entry: '2025-04-01', exit: null, country: 'IE' },
    ];
    expect(daysUsed(stays, '2025-04-20', { today: '2025-04-20' })).toBe(0);
    expect(isInside(stays, '2025-04-20')).toBe(false);
    expect(
      isStayAllowed(stays, { entry: '2025-04-21', exit: '2025-07-19' }, { today: '2025-04-20' }),
    ).toBe(true);
  });

  it('leaves the days of a long-stay visa out, cutting a visit in two', () => {
    const visit = { id: 1, entry: '2025-01-20', exit: '2025-03-10' };
    const opts = { excludedPeriods: [dVisa] };
    expect(daysUsed([visit], '2025-03-10')).toBe(50);
    expect(daysUsed([visit], '2025-03-10', opts)).toBe(22); // 12 days in January, 10 in March

    const why = explainDay([visit], '2025-03-10', opts);
    expect(why.stays.map((group) => [group.counted, group.days])).toEqual([
      [{ start: '2025-01-20', end: '2025-01-31' }, 12],
      [{ start: '2025-03-01', end: '2025-03-10' }, 10],
    ]);
    expect(why.notCounted).toEqual([
      {
        reason: 'excluded_period',
        period: dVisa,
        stay: visit,
        days: { start: '2025-02-01', end: '2025-02-28' },
        count: 28,
      },
    ]);
  });

  it('leaves the days of a French long-stay visa out wherever they were spent', () => {
    const inGermany = [{ entry: '2025-02-10', exit: '2025-02-20', country: 'Germany' }];
    expect(daysUsed(inGermany, '2025-02-20', { excludedPeriods: [dVisa] })).toBe(0);
  });

  it('plans around the days that do not count', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-31', country: 'FR' }]; // 90 days
    const permit: ExcludedPeriod = {
      ...dVisa,
      from: '2025-01-01',
      to: '2025-03-31',
      kind: 'residence_permit',
    };
    expect(latestExit(stays, '2025-04-01')).toBeNull();
    expect(latestExit(stays, '2025-04-01', { excludedPeriods: [permit] })).toBe('2025-06-29');
    expect(earliestEntryFor(stays, '2025-04-01', 10, { excludedPeriods: [permit] })).toBe(
      '2025-04-01',
    );
  });

  it('excludes the days of a permit only from the day its issuing state applied the Schengen rules', () => {
    const stays = [{ entry: '2024-03-25', exit: '2024-04-05' }];
    const romanian: ExcludedPeriod = {
      from: '2024-01-01',
      to: '2024-12-31',
      issuingState: 'RO',
      kind: 'residence_permit',
    };
    expect(daysUsed(stays, '2024-04-05', { excludedPeriods: [romanian] })).toBe(6); // 25 to 30 March
  });

  it('refuses a period that is not a date range of a Schengen state’s permit or visa', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-01-02' }];
    const bad = (period: Partial<ExcludedPeriod>) => () =>
      daysUsed(stays, '2025-01-02', {
        excludedPeriods: [{ ...dVisa, ...period } as ExcludedPeriod],
      });
    expect(bad({ to: '2025-01-01' })).toThrow(/ends before it starts/);
    expect(bad({ issuingState: 'Ireland' })).toThrow(/must be a Schengen state/);
    expect(bad({ kind: 'work_permit' as ExcludedPeriod['kind'] })).toThrow(/Unknown kind/);
    expect(bad({ from: '2025-02-30' })).toThrow(RangeError);
    expect(() => daysUsed([{ ...stays[0]!, country: 'Narnia' }], '2025-01-02')).toThrow(
      /Unknown country/,
    );
  });

  it('counts as before when stays have no country and no period is given', () => {
    const stays = [
      { entry: '2022-12-01', exit: '2023-01-10', country: null },
      { entry: '2023-02-01', exit: '2023-02-05' },
    ];
    expect(daysUsed(stays, '2023-02-05')).toBe(46);
    expect(daysUsed(stays, '2023-02-05', { excludedPeriods: [] })).toBe(46);
  });
});
