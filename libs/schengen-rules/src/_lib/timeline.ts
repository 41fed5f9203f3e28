/**
 * Presence over a bounded span of days with prefix sums: built in O(days + stays), then any
 * "how many days present between a and b" question costs O(1). Every window and planning rule
 * is answered from one of these.
 */
import type { IsoDate, RuleOptions, Stay } from '../types';

import { toDay } from './day-number';

/** A stay as inclusive day numbers. */
export interface DaySpan {
  readonly start: number;
  readonly end: number;
}

/** A resolved stay: its day span and its position in the caller's list. */
export interface StaySpan extends DaySpan {
  readonly index: number;
}

/**
 * Validates stays and turns them into day spans. An ongoing stay ends on `today`; one that starts
 * after today has no days yet and is dropped. Throws `RangeError` for an invalid date, an exit
 * before its entry, or an ongoing stay without `today`.
 */
export function resolveStays(stays: readonly Stay[], opts: RuleOptions = {}): StaySpan[] {
  let today: number | undefined;
  const spans: StaySpan[] = [];
  for (let index = 0; index < stays.length; index += 1) {
    const stay = stays[index]!;
    const start = toDay(stay.entry);
    let end: number;
    if (stay.exit === null || stay.exit === undefined) {
      if (opts.today === undefined) {
        throw new RangeError(
          `The stay from ${stay.entry} is ongoing: pass opts.today to count it up to today`,
        );
      }
      today ??= toDay(opts.today);
      end = today;
      if (end < start) continue;
    } else {
      end = toDay(stay.exit);
      if (end < start) {
        throw new RangeError(`The stay from ${stay.entry} ends before it starts (${stay.exit})`);
      }
    }
    spans.push({ start, end, index });
  }
  return spans;
}

/** A planned stay's day span; throws `RangeError` for an invalid date or an exit before entry. */
export function resolvePlannedStay(planned: {
  readonly entry: IsoDate;
  readonly exit: IsoDate;
}): DaySpan {
  const start = toDay(planned.entry);
  const end = toDay(planned.exit);
  if (end < start) {
    throw new RangeError(
      `The planned stay ends (${planned.exit}) before it starts (${planned.entry})`,
    );
  }
  return { start, end };
}

export class Timeline {
  /** prefix[i] = days present among first .. first + i - 1. */
  private readonly prefix: Int32Array;

  private constructor(
    readonly first: number,
    readonly last: number,
    prefix: Int32Array,
  ) {
    this.prefix = prefix;
  }

  /** Presence of the given spans, clipped to the days first..last. */
  static of(spans: readonly DaySpan[], first: number, last: number): Timeline {
    const length = Math.max(0, last - first + 1);
    const delta = new Int32Array(length + 1);
    for (const { start, end } of spans) {
      const from = Math.max(start, first);
      const to = Math.min(end, last);
      if (from > to) continue;
      delta[from - first]! += 1;
      delta[to - first + 1]! -= 1;
    }
    const prefix = new Int32Array(length + 1);
    let depth = 0;
    for (let i = 0; i < length; i += 1) {
      depth += delta[i]!;
      prefix[i + 1] = prefix[i]! + (depth > 0 ? 1 : 0);
    }
    return new Timeline(first, last, prefix);
  }

  /** Days present from `from` to `to`, both included; days outside the timeline count as absent. */
  count(from: number, to: number): number {
    const a = Math.max(from, this.first);
    const b = Math.min(to, this.last);
    if (a > b) return 0;
    return this.prefix[b - this.first + 1]! - this.prefix[a - this.first]!;
  }

  isPresent(day: number): boolean {
    return this.count(day, day) === 1;
  }

  /**
   * Whether every day present in later..lastLater keeps at most `limit` days in its window once
   * the days entry..exit (all before `later`) are added. The hot loop of `considerLaterStays`,
   * so it reads the prefix sums directly; `later - window + 1` may fall before `entry`.
   */
  laterDaysFit(
    entry: number,
    exit: number,
    later: number,
    lastLater: number,
    limit: number,
    window: number,
  ): boolean {
    const p = this.prefix;
    const base = this.first;
    const to = Math.min(lastLater, this.last);
    for (let day = Math.max(later, base); day <= to; day += 1) {
      const i = day - base;
      if (p[i + 1]! === p[i]!) continue;
      const windowStart = Math.max(day - window + 1, base);
      const used = p[i + 1]! - p[windowStart - base]!;
      const from = Math.max(entry, day - window + 1);
      const added = exit - from + 1 - this.count(from, exit);
      if (used + added > limit) return false;
    }
    return true;
  }

  /** Days present in the rolling window that ends on `day`. */
  windowCount(day: number, windowDays: number): number {
    return this.count(day - windowDays + 1, day);
  }
}
