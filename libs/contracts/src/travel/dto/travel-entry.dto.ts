/** The two kinds of travel record (SPEC §3). */
export const ENTRY_TYPES = ['entry', 'exit'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/**
 * A stored travel record as the API returns it (SPEC §3). A visit is derived by pairing an
 * 'entry' with the next unused 'exit'.
 */
export interface TravelEntryDto {
  id: string;
  user_id: string;
  entry_type: EntryType;
  /** YYYY-MM-DD, used for both types. */
  entry_date: string;
  country: string | null;
  notes: string | null;
  /** ISO 8601 timestamp. */
  created_at: string;
}
