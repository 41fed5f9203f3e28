import { MAX_DAYS_IN_WINDOW, WINDOW_DAYS } from '../constants';

import type { Timeline } from './timeline';

/**
 * Whether presence on every day entry..exit (day numbers) keeps each of those days at 90 or fewer
 * in its window, given what `timeline` already holds. With `considerLaterStays`, every day already
 * present in the 179 days after exit must stay at 90 or fewer as well.
 *
 * The timeline must cover entry - 179 .. exit (+ 179 with `considerLaterStays`).
 *
 * Within the stay the count never falls from one day to the next (the window gains a stay day and
 * loses at most one older day), so the exit day is the worst day: O(1), or O(179) with later stays.
 */
export function stayFits(
  timeline: Timeline,
  entry: number,
  exit: number,
  considerLaterStays: boolean,
): boolean {
  const length = exit - entry + 1;
  if (length > MAX_DAYS_IN_WINDOW) return false;
  const beforeEntry = timeline.count(exit - WINDOW_DAYS + 1, entry - 1);
  if (beforeEntry + length > MAX_DAYS_IN_WINDOW) return false;
  if (!considerLaterStays) return true;
  return timeline.laterDaysFit(
    entry,
    exit,
    exit + 1,
    exit + WINDOW_DAYS - 1,
    MAX_DAYS_IN_WINDOW,
    WINDOW_DAYS,
  );
}

/** How far past the exit a planning question must see. */
export function lookAhead(considerLaterStays: boolean | undefined): number {
  return considerLaterStays ? WINDOW_DAYS - 1 : 0;
}
