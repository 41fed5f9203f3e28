/**
 * The one resolution of which recorded days count towards the 90 days. A day counts when a stay
 * covers it, no excluded period covers it (Schengen Borders Code Art. 6(1)), and the stay's
 * country applied the Schengen rules in full that day or the stay has no country
 * (`docs/adr/0033-periods-that-do-not-count.md`). Every count and planning function reads stays
 * through `countedSpans`; explanations name the rest through `uncountedRuns`.
 */
import type {
  ExcludedPeriod,
  ExcludedPeriodKind,
  RuleOptions,
  Stay,
  UncountedDays,
  UncountedReason,
} from '../types';

import { fromDay, toDay } from './day-number';
import { countingStartDay, membershipOf } from './membership';
import { ownDays } from './own-days';
import { type DaySpan, type StaySpan, type Timeline, resolveStays } from './timeline';

const KINDS: readonly ExcludedPeriodKind[] = ['residence_permit', 'long_stay_visa'];

/** An excluded period as day numbers, clipped to the days its issuing state was in Schengen. */
export interface PeriodSpan extends DaySpan {
  /** Its position in the caller's list. */
  readonly index: number;
}

/**
 * Validates excluded periods and turns them into day spans sorted by start, then given order. A
 * period only removes days from the day its issuing state applied the Schengen rules in full (a
 * permit of a state outside the area authorised no stay in it). Throws `RangeError` for an
 * invalid date, an end before the start, an unknown kind, or an issuing state that is not a
 * Schengen state.
 */
export function resolvePeriods(periods: readonly ExcludedPeriod[] = []): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  periods.forEach((period, index) => {
    const from = toDay(period.from);
    const to = toDay(period.to);
    if (to < from) {
      throw new RangeError(
        `The excluded period from ${period.from} ends before it starts (${period.to})`,
      );
    }
    if (!KINDS.includes(period.kind)) {
      throw new RangeError(
        `Unknown kind ${JSON.stringify(period.kind)} of an excluded period: expected ${KINDS.join(' or ')}`,
      );
    }
    const start = countingStartDay(period.issuingState);
    if (start === null || start === Number.NEGATIVE_INFINITY) {
      throw new RangeError(
        `The issuing state of an excluded period must be a Schengen state, got ${JSON.stringify(period.issuingState)}`,
      );
    }
    const clipped = Math.max(from, start);
    if (clipped <= to) spans.push({ start: clipped, end: to, index });
  });
  return spans.sort((a, b) => a.start - b.start || a.index - b.index);
}

/** Disjoint, sorted runs covering the same days as `spans` (sorted by start). */
function merge(spans: readonly DaySpan[]): DaySpan[] {
  const merged: { start: number; end: number }[] = [];
  for (const { start, end } of spans) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end + 1) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** The first of the sorted, disjoint `runs` that ends on or after `day` (binary search). */
function firstEndingFrom(runs: readonly DaySpan[], day: number): number {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (runs[middle]!.end < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The counted days of `stays`: each stay's span (`resolveStays`) from the day its country counts,
 * less the excluded periods, as one or more spans carrying the stay's index: O(stays × log periods
 * + spans). With no country and no period, exactly `resolveStays`.
 */
export function countedSpans(stays: readonly Stay[], opts: RuleOptions = {}): StaySpan[] {
  const excluded = merge(resolvePeriods(opts.excludedPeriods));
  const counted: StaySpan[] = [];
  for (const span of resolveStays(stays, opts)) {
    const countsFrom = countingStartDay(stays[span.index]!.country);
    if (countsFrom === null) continue;
    let start = Math.max(span.start, countsFrom);
    for (let k = firstEndingFrom(excluded, start); k < excluded.length; k += 1) {
      const cut = excluded[k]!;
      if (start > span.end || cut.start > span.end) break;
      if (cut.start > start) counted.push({ start, end: cut.start - 1, index: span.index });
      start = cut.end + 1;
    }
    if (start <= span.end) counted.push({ start, end: span.end, index: span.index });
  }
  return counted;
}

/**
 * Why `stay` has no counted day on `day` (a day it covers that does not count): its country first
 * (never in Schengen, or not yet), then the first given excluded period covering the day.
 */
function reasonFor(
  stay: Stay,
  day: number,
  periods: readonly PeriodSpan[],
  given: readonly ExcludedPeriod[],
): UncountedReason {
  const start = countingStartDay(stay.country);
  if (start === null) return { reason: 'not_schengen', country: stay.country! };
  if (day < start) {
    const countsFrom = membershipOf(stay.country)!.countsFrom!;
    return { reason: 'not_schengen_then', country: stay.country!, countsFrom };
  }
  let index = -1;
  for (const p of periods) {
    if (p.start <= day && day <= p.end && (index === -1 || p.index < index)) index = p.index;
  }
  if (index === -1) throw new Error(`Day ${fromDay(day)} is neither counted nor excluded`);
  return { reason: 'excluded_period', period: given[index]! };
}

function sameReason(a: UncountedReason, b: UncountedReason): boolean {
  if (a.reason === 'excluded_period' && b.reason === 'excluded_period') {
    return a.period === b.period;
  }
  return a.reason === b.reason;
}

/**
 * The days from `first` to `last` that a stay covers but that do not count, in runs of one stay
 * and one reason, in date order. A day covered by several stays is named for the stay with the
 * earliest entry, then the latest end, then the first given (as `ownDays`). `counted` must hold
 * the counted days over `first`..`last`.
 */
export function uncountedRuns<S extends Stay>(
  stays: readonly S[],
  opts: RuleOptions,
  counted: Timeline,
  first: number,
  last: number,
): UncountedDays<S>[] {
  const given = opts.excludedPeriods ?? [];
  const periods = resolvePeriods(given);
  const runs: UncountedDays<S>[] = [];
  const inRange = resolveStays(stays, opts).filter((s) => s.end >= first && s.start <= last);
  for (const owned of ownDays(inRange)) {
    const stay = stays[owned.index]!;
    let open: { start: number; end: number; why: UncountedReason } | null = null;
    const close = () => {
      if (open === null) return;
      runs.push({
        ...open.why,
        stay,
        days: { start: fromDay(open.start), end: fromDay(open.end) },
        count: open.end - open.start + 1,
      });
      open = null;
    };
    for (let day = Math.max(owned.start, first); day <= Math.min(owned.end, last); day += 1) {
      if (counted.isPresent(day)) {
        close();
        continue;
      }
      const why = reasonFor(stay, day, periods, given);
      if (open !== null && open.end === day - 1 && sameReason(open.why, why)) open.end = day;
      else {
        close();
        open = { start: day, end: day, why };
      }
    }
    close();
  }
  return runs.sort((a, b) =>
    a.days.start < b.days.start ? -1 : a.days.start > b.days.start ? 1 : 0,
  );
}
