import type { StaySpan } from './timeline';

/**
 * Gives each present day to exactly one stay, for explanations that group days by stay. A day
 * covered by several stays belongs to the stay with the earliest entry, then the latest end, then
 * the first given. Every stay sorted before another covers a prefix of it, so what a stay owns is
 * one run of days (its end part), or nothing. Returns the non-empty runs, sorted by start and
 * disjoint, with the index of their stay.
 */
export function ownDays(spans: readonly StaySpan[]): StaySpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.index - b.index);
  const owned: StaySpan[] = [];
  let covered = Number.NEGATIVE_INFINITY;
  for (const span of sorted) {
    const start = Math.max(span.start, covered + 1);
    if (start > span.end) continue;
    owned.push({ start, end: span.end, index: span.index });
    covered = span.end;
  }
  return owned;
}
