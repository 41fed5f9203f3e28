import type { IsoDate } from '../types';

/**
 * The stored travel entry of SPEC §3 as far as the rules need it. Extra fields (user_id, country,
 * notes, …) are carried through untouched.
 */
export interface TravelRecord {
  readonly id: string | number;
  readonly entry_type: 'entry' | 'exit';
  readonly entry_date: IsoDate;
  /** Creation time; breaks ties between records of the same date. */
  readonly created_at?: string | Date | null;
}

/** Records sorted by date, then creation time, then their given order (SPEC §3). */
export function sortRecords<R extends TravelRecord>(records: readonly R[]): R[] {
  const keyed = records.map((record, index) => ({
    record,
    index,
    date: record.entry_date,
    created: createdMillis(record),
  }));
  keyed.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      a.created - b.created ||
      a.index - b.index,
  );
  return keyed.map((k) => k.record);
}

function createdMillis(record: TravelRecord): number {
  const created = record.created_at;
  if (created === null || created === undefined) return 0;
  const millis = created instanceof Date ? created.getTime() : Date.parse(created);
  if (Number.isNaN(millis)) {
    throw new RangeError(`Record ${record.id} has an invalid created_at ${String(created)}`);
  }
  return millis;
}
