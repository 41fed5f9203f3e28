import { MAX_DAYS_IN_WINDOW } from '../constants';

/** `max(0, 90 - used)`: the one place the allowance is subtracted. */
export function remainingDays(used: number): number {
  return Math.max(0, MAX_DAYS_IN_WINDOW - used);
}
