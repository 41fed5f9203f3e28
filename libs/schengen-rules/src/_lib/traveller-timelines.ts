import type { IsoDate, JointTraveller } from '../types';

import { countedSpans } from './counted-days';
import { Timeline, resolveStays } from './timeline';

/** One traveller's days over a span: those that count, and those inside any stay (counted or not). */
export interface TravellerTimelines {
  readonly counted: Timeline;
  readonly occupied: Timeline;
}

/**
 * Each traveller's counted days over `first`..`last` and occupied days over
 * `firstOccupied`..`last`, for a trip planned together. Throws `RangeError` without a traveller.
 */
export function travellerTimelines(
  travellers: readonly JointTraveller[],
  today: IsoDate | undefined,
  first: number,
  firstOccupied: number,
  last: number,
): TravellerTimelines[] {
  if (travellers.length === 0) {
    throw new RangeError('A trip planned together needs at least one traveller');
  }
  return travellers.map(({ stays, excludedPeriods }) => {
    const opts = { today, excludedPeriods };
    return {
      counted: Timeline.of(countedSpans(stays, opts), first, last),
      occupied: Timeline.of(resolveStays(stays, opts), firstOccupied, last),
    };
  });
}
