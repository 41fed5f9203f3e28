import { ConflictError } from './conflict.error';

/** SPEC §5 toast title for a rejected duplicate visit. */
export const DUPLICATE_ENTRY_TITLE = 'Duplicate entries found';

/**
 * SPEC §5 toast description for a rejected duplicate visit.
 *
 * @example
 * duplicateEntryMessage({ entryDate: '2025-06-01', exitDate: '2025-06-10' })
 * // → 'You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded'
 */
export function duplicateEntryMessage({ entryDate, exitDate }: DuplicateEntryDates): string {
  return `You already have entry on ${entryDate} and/or exit on ${exitDate} recorded`;
}

export interface DuplicateEntryDates {
  /** YYYY-MM-DD */
  entryDate: string;
  /** YYYY-MM-DD */
  exitDate: string;
}

/**
 * A visit whose entry date already has an entry, or whose exit date already has an exit
 * (409, 'TRAVEL_DUPLICATE_ENTRY'). `details` holds `{ entryDate, exitDate }`.
 *
 * @example
 * throw new DuplicateEntryError({ entryDate: '2025-06-01', exitDate: '2025-06-10' });
 */
export class DuplicateEntryError extends ConflictError {
  readonly entryDate: string;
  readonly exitDate: string;

  constructor(dates: DuplicateEntryDates, options: { cause?: unknown } = {}) {
    super(duplicateEntryMessage(dates), {
      ...options,
      code: 'TRAVEL_DUPLICATE_ENTRY',
      details: { entryDate: dates.entryDate, exitDate: dates.exitDate },
    });
    this.entryDate = dates.entryDate;
    this.exitDate = dates.exitDate;
  }
}
