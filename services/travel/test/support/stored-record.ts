import type { EntryType } from '@app/contracts';

import { TravelEntryEntity } from '../../src/entries/travel-entry.entity';

/** The user of the records `aStoredRecord` makes. */
export const RECORDS_USER = '00000000-0000-4000-8000-000000000001';

let created = 0;

/**
 * A stored record as `UserRecords` holds it, for the pure functions over records: each one made
 * later (its id and creation time count up), so records of a date pair in the order made.
 *
 * @example
 * aStoredRecord('entry', '2025-03-01', { country: 'France' })
 */
export function aStoredRecord(
  entryType: EntryType,
  entryDate: string,
  fields: { country?: string; notes?: string } = {},
): TravelEntryEntity {
  created += 1;
  return Object.assign(new TravelEntryEntity(), {
    id: `00000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
    userId: RECORDS_USER,
    travellerId: RECORDS_USER,
    entryType,
    entryDate,
    country: fields.country ?? null,
    notes: fields.notes ?? null,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, created)),
  });
}
