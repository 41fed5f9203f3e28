/**
 * The visit that holds `date`: the first of `visits` (in the given order: `pairVisits` gives the
 * newest first) whose days, read as `visitRange` does, include it; `null` when the traveller is
 * outside the Schengen Area that day. With `date` = today it is the current visit: one that started
 * on or before today and has no exit, or an exit on or after today (SPEC §4 "Presence").
 *
 * @example
 * visitOn(pairVisits(records, { today: '2025-06-15' }), '2025-06-15', '2025-06-15');
 * // → the visit from 2025-06-01 to 2025-06-20, or null
 */
import type { IsoDate } from '../types';

import { overlappingVisit } from './overlapping-visit';
import type { Visit } from './pair-visits';

export function visitOn<V extends Pick<Visit, 'entryDate' | 'exitDate'>>(
  visits: readonly V[],
  date: IsoDate,
  today: IsoDate,
): V | null {
  return overlappingVisit(visits, { start: date, end: date }, today);
}
