import type { ExcludedPeriod } from '../types';

import { uncountedDays } from './uncounted-days';

const permit: ExcludedPeriod = {
  from: '2025-03-10',
  to: '2025-03-20',
  issuingState: 'FR',
  kind: 'residence_permit',
};

describe('uncountedDays', () => {
  it('names the days of a stay in Croatia before 1 January 2023, with the day it counts from', () => {
    const stay = { id: 1, entry: '2022-12-28', exit: '2023-01-03', country: 'HR' };
    expect(uncountedDays([stay], '2022-12-01', '2023-01-31')).toEqual([
      {
        reason: 'not_schengen_then',
        country: 'HR',
        countsFrom: '2023-01-01',
        stay,
        days: { start: '2022-12-28', end: '2022-12-31' },
        count: 4,
      },
    ]);
  });

  it('names every day of a stay in Cyprus or Ireland as outside Schengen', () => {
    const cyprus = { entry: '2025-05-01', exit: '2025-05-03', country: 'Cyprus' };
    const ireland = { entry: '2025-05-10', exit: '2025-05-10', country: 'IE' };
    expect(uncountedDays([ireland, cyprus], '2025-05-01', '2025-05-31')).toEqual([
      {
        reason: 'not_schengen',
        country: 'Cyprus',
        stay: cyprus,
        days: { start: '2025-05-01', end: '2025-05-03' },
        count: 3,
      },
      {
        reason: 'not_schengen',
        country: 'IE',
        stay: ireland,
        days: { start: '2025-05-10', end: '2025-05-10' },
        count: 1,
      },
    ]);
  });

  it('names the days under a residence permit with the period as given, within the range only', () => {
    const stay = { entry: '2025-03-01', exit: '2025-03-31' };
    expect(
      uncountedDays([stay], '2025-03-15', '2025-03-31', { excludedPeriods: [permit] }),
    ).toEqual([
      {
        reason: 'excluded_period',
        period: permit,
        stay,
        days: { start: '2025-03-15', end: '2025-03-20' },
        count: 6,
      },
    ]);
  });

  it('does not list a day that another stay counts', () => {
    const cyprus = { entry: '2025-05-01', exit: '2025-05-05', country: 'CY' };
    const unknown = { entry: '2025-05-04', exit: '2025-05-08' };
    expect(uncountedDays([cyprus, unknown], '2025-05-01', '2025-05-31')).toMatchObject([
      { stay: cyprus, days: { start: '2025-05-01', end: '2025-05-03' }, count: 3 },
    ]);
  });

  it('gives the country before an excluded period as the reason', () => {
    const stay = { entry: '2025-03-15', exit: '2025-03-16', country: 'CY' };
    expect(
      uncountedDays([stay], '2025-03-01', '2025-03-31', { excludedPeriods: [permit] }),
    ).toMatchObject([{ reason: 'not_schengen', count: 2 }]);
  });

  it('is empty when every day counts, and throws RangeError for a range that ends before it starts', () => {
    expect(
      uncountedDays([{ entry: '2025-01-01', exit: null }], '2025-01-01', '2025-02-01', {
        today: '2025-01-20',
      }),
    ).toEqual([]);
    expect(() => uncountedDays([], '2025-02-01', '2025-01-01')).toThrow(RangeError);
  });
});
