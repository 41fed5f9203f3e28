import { MAX_DAYS_IN_WINDOW } from '../constants';

import { stayFits } from './stay-fits';
import type { Timeline } from './timeline';

/**
 * The last exit X (at most 89 days after `entry`) such that a stay `entry..X` fits (`stayFits`),
 * or `null` when not even the entry day does. Fitting only gets harder as X grows, so a binary
 * search over the 90 candidates suffices. The timeline must cover `entry` - 179 ..
 * `entry` + 89 (+ 179 with `considerLaterStays`).
 */
export function latestFittingExit(
  timeline: Timeline,
  entry: number,
  considerLaterStays: boolean,
): number | null {
  if (!stayFits(timeline, entry, entry, considerLaterStays)) return null;
  let allowed = entry;
  let refused = entry + MAX_DAYS_IN_WINDOW;
  while (refused - allowed > 1) {
    const middle = Math.floor((allowed + refused) / 2);
    if (stayFits(timeline, entry, middle, considerLaterStays)) allowed = middle;
    else refused = middle;
  }
  return allowed;
}
