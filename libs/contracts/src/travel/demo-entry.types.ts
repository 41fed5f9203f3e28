import type { EntryType } from './dto/travel-entry.dto';

/** The notes the demo calendar writes on the records it creates (SPEC §3). */
export type DemoEntryNotes = 'Calendar entry' | 'Calendar exit';

/** A travel record of the visitor demo, kept in the browser only (SPEC §3). */
export interface DemoEntry {
  id: string;
  entry_type: EntryType;
  /** YYYY-MM-DD */
  entry_date: string;
  country: string | null;
  notes: DemoEntryNotes;
}
