import { planExit, planTrip } from './trip-plans';

const TODAY = '2025-06-30';
// 90 days used up to yesterday: 1 April to 29 June 2025.
const FULL = [{ entry: '2025-04-01', exit: '2025-06-29' }];
// A trip already recorded for the autumn: 60 days.
const AUTUMN = [{ entry: '2025-09-01', exit: '2025-10-30' }];

describe('planExit', () => {
  it('allows 90 days with no history', () => {
    expect(planExit([], '2025-07-01', TODAY)).toEqual({
      kind: 'allowed',
      entry: '2025-07-01',
      latestExit: '2025-09-28',
      days: 90,
      isLimitedByLaterTrips: false,
    });
  });

  it('stops before a later recorded trip would go over 90 days', () => {
    expect(planExit(AUTUMN, '2025-07-01', TODAY)).toEqual({
      kind: 'allowed',
      entry: '2025-07-01',
      latestExit: '2025-07-30',
      days: 30,
      isLimitedByLaterTrips: true,
    });
  });

  it('refuses an entry day that would be day 91 and gives the earliest allowed day', () => {
    expect(planExit(FULL, TODAY, TODAY)).toEqual({
      kind: 'refused',
      entry: TODAY,
      earliestEntry: '2025-09-28',
      isRefusedByLaterTrips: false,
    });
  });

  it('refuses an entry day that would break a full later trip', () => {
    const later = [{ entry: '2025-08-01', exit: '2025-10-29' }];
    expect(planExit(later, '2025-07-01', TODAY)).toMatchObject({
      kind: 'refused',
      isRefusedByLaterTrips: true,
    });
  });
});

describe('planTrip', () => {
  it('starts today with no history', () => {
    expect(planTrip([], 10, TODAY)).toEqual({
      kind: 'found',
      days: 10,
      entry: TODAY,
      exit: '2025-07-09',
      isToday: true,
    });
  });

  it('waits until the old days leave the window', () => {
    expect(planTrip(FULL, 10, TODAY)).toEqual({
      kind: 'found',
      days: 10,
      entry: '2025-09-28',
      exit: '2025-10-07',
      isToday: false,
    });
  });
});
