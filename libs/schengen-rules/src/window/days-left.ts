/**
 * Days still allowed in the window that ends on `date`: `max(0, 90 - daysUsed)` (SPEC §1, §9).
 *
 * @example
 * daysLeft([{ entry: '2025-01-01', exit: '2025-01-10' }], '2025-03-01'); // → 80
 */
import { remainingDays } from '../_lib/allowance';
import type { IsoDate, RuleOptions, Stay } from '../types';

import { daysUsed } from './days-used';

export function daysLeft(stays: readonly Stay[], date: IsoDate, opts: RuleOptions = {}): number {
  return remainingDays(daysUsed(stays, date, opts));
}
