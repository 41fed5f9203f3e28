/**
 * Exit records with no entry dated on or before them (SPEC §4): what the calendar removes before
 * it creates a visit, and what the per-user clean-up deletes.
 *
 * @example
 * findOrphanExits([{ id: 1, entry_type: 'exit', entry_date: '2025-01-01' }]); // → [{ id: 1, … }]
 */
import { toDay } from '../_lib/day-number';

import type { TravelRecord } from './travel-record';

export function findOrphanExits<R extends TravelRecord>(records: readonly R[]): R[] {
  let firstEntry = Number.POSITIVE_INFINITY;
  for (const record of records) {
    const day = toDay(record.entry_date);
    if (record.entry_type === 'entry' && day < firstEntry) firstEntry = day;
  }
  return records.filter((r) => r.entry_type === 'exit' && toDay(r.entry_date) < firstEntry);
}
