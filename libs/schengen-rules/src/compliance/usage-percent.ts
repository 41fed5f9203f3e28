/**
 * The usage percentage of SPEC §9: days used divided by 90, rounded (it can pass 100).
 * `usageBarPercent` is the same figure capped at 100 for drawing a bar.
 *
 * @example
 * usagePercent(45); // → 50
 * usagePercent(100); // → 111
 * usageBarPercent(100); // → 100
 */
import { MAX_DAYS_IN_WINDOW } from '../constants';

export function usagePercent(daysUsed: number): number {
  if (!Number.isFinite(daysUsed) || daysUsed < 0) {
    throw new RangeError(`Days used must be 0 or more, got ${daysUsed}`);
  }
  return Math.round((daysUsed / MAX_DAYS_IN_WINDOW) * 100);
}

export function usageBarPercent(daysUsed: number): number {
  return Math.min(100, usagePercent(daysUsed));
}
