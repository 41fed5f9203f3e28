import {
  NOT_COUNTED_COLUMN,
  NOT_SPECIFIED_LABEL,
  ONGOING_LABEL,
  TRAVEL_HISTORY_COLUMNS,
  type TravelHistoryRow,
} from '@app/contracts';

import { toCsv } from '../csv/csv';

/**
 * The travel history CSV of SPEC §9: Country ('Not specified' when empty), Notes, Date of Entry,
 * Date of Exit ('Ongoing' for an open visit) and Number of Days, one visit a line, newest first.
 * UTF-8 with a BOM; text that a spreadsheet would run as a formula is neutralised. When a visit
 * holds days that do not count (issue #22), a sixth column, Days Not Counted, gives them per visit.
 *
 * @example
 * travelHistoryCsv([{ country: null, notes: null, entryDate: '2025-06-01', exitDate: null, days: 15 }])
 * // → '\uFEFFCountry,Notes,Date of Entry,Date of Exit,Number of Days\r\nNot specified,,2025-06-01,Ongoing,15\r\n'
 */
export function travelHistoryCsv(rows: readonly TravelHistoryRow[]): string {
  const withNotCounted = rows.some((row) => row.notCountedDays > 0);
  return toCsv(
    withNotCounted ? [...TRAVEL_HISTORY_COLUMNS, NOT_COUNTED_COLUMN] : TRAVEL_HISTORY_COLUMNS,
    rows.map((row) => [
      row.country?.trim() || NOT_SPECIFIED_LABEL,
      row.notes ?? '',
      row.entryDate,
      row.exitDate ?? ONGOING_LABEL,
      row.days,
      ...(withNotCounted ? [row.notCountedDays] : []),
    ]),
  );
}
