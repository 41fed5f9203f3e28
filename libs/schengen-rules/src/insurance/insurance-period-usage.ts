/**
 * The Insurance Year Calculator (SPEC §2 cards, §5): days present in an inclusive custom period,
 * the percentage of 90 rounded, and the bar width capped at 100%.
 *
 * @example
 * insurancePeriodUsage([{ entry: '2025-01-01', exit: '2025-01-10' }], { start: '2025-01-05', end: '2025-12-31' });
 * // → { start: '2025-01-05', end: '2025-12-31', periodDays: 361, daysUsed: 6, percent: 7, barPercent: 7 }
 */
import { toDay } from '../_lib/day-number';
import { Timeline, resolveStays } from '../_lib/timeline';
import { usageBarPercent, usagePercent } from '../compliance/usage-percent';
import type { DateRange, IsoDate, RuleOptions, Stay } from '../types';

export interface InsurancePeriodUsage {
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** Days in the period, both ends included. */
  readonly periodDays: number;
  readonly daysUsed: number;
  readonly percent: number;
  readonly barPercent: number;
}

export function insurancePeriodUsage(
  stays: readonly Stay[],
  period: DateRange,
  opts: RuleOptions = {},
): InsurancePeriodUsage {
  const start = toDay(period.start);
  const end = toDay(period.end);
  if (end < start) {
    throw new RangeError(`The period ends (${period.end}) before it starts (${period.start})`);
  }
  const used = Timeline.of(resolveStays(stays, opts), start, end).count(start, end);
  return {
    start: period.start,
    end: period.end,
    periodDays: end - start + 1,
    daysUsed: used,
    percent: usagePercent(used),
    barPercent: usageBarPercent(used),
  };
}
