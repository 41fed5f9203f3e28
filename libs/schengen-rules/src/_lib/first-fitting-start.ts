import { stayFits } from './stay-fits';
import type { Timeline } from './timeline';

/**
 * The first start day, trying `from` then each day towards `to` (forwards or backwards), at which
 * a stay of `days` days fits (`stayFits`). With `occupied` (the days inside recorded stays, counted
 * or not), the stay must also hold none of them: a suggestion for a trip of its own, never one
 * inside another stay.
 * `null` when no start fits. The timeline must cover what `stayFits` needs for every candidate.
 */
export function firstFittingStart(
  timeline: Timeline,
  from: number,
  to: number,
  days: number,
  considerLaterStays: boolean,
  occupied: Timeline | null,
): number | null {
  const step = to >= from ? 1 : -1;
  for (let start = from; step * (to - start) >= 0; start += step) {
    const exit = start + days - 1;
    if (occupied !== null && occupied.count(start, exit) > 0) continue;
    if (stayFits(timeline, start, exit, considerLaterStays)) return start;
  }
  return null;
}
