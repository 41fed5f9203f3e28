import { latestFittingExit } from './latest-fitting-exit';
import type { Timeline } from './timeline';

/**
 * The last exit of a trip of its own from `entry` that fits with later stays (`latestExit`, cut
 * before the next day of another stay, counted or not); `entry` - 1 when not even the entry day
 * fits. `timeline` must cover `entry` - 179 .. `entry` + 89 + 179, `occupied` `entry` .. + 89.
 */
export function longestNewTrip(timeline: Timeline, occupied: Timeline, entry: number): number {
  let exit = latestFittingExit(timeline, entry, true) ?? entry - 1;
  for (let day = entry; day <= exit; day += 1) {
    if (occupied.isPresent(day)) exit = day - 1;
  }
  return exit;
}
