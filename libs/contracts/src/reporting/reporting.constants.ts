/**
 * Facts of the travel history exports (SPEC §9) shared by the reporting service, its worker and
 * the gateway.
 */

/** The CSV columns, in order (SPEC §9); the PDF table has the same ones. */
export const TRAVEL_HISTORY_COLUMNS = [
  'Country',
  'Notes',
  'Date of Entry',
  'Date of Exit',
  'Number of Days',
] as const;

/**
 * The column the exports add after SPEC §9's when a visit holds days that do not count (issue
 * #22: Cyprus, Ireland, a state before it joined, a residence permit or long-stay visa). Left out
 * when every day counts, so that such an export is SPEC's file as it was.
 */
export const NOT_COUNTED_COLUMN = 'Days Not Counted';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, tab and carriage return, plus their full-width forms, which some spreadsheets also
 * accept. The CSV export puts a `'` before such text; the import takes it off again.
 */
export const SPREADSHEET_FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** What the exports print for a visit without an exit (SPEC §9). */
export const ONGOING_LABEL = 'Ongoing';

/** What the exports print for a visit without a country (SPEC §9). */
export const NOT_SPECIFIED_LABEL = 'Not specified';

/** SPEC §8's description of the 'Export Failed' toast, also the message of a failed PDF job. */
export const PDF_EXPORT_FAILED_MESSAGE = 'Could not generate PDF. Please try again.';

/** How long a rendered PDF can be fetched after it is ready (seconds). */
export const PDF_FILE_TTL_SECONDS = 15 * 60;

/**
 * The file name of a travel history export: the user's today in it (SPEC §9).
 *
 * @example
 * travelHistoryFileName('2026-11-22', 'csv') // → 'schengen-travel-history-2026-11-22.csv'
 */
export function travelHistoryFileName(reportDate: string, extension: 'csv' | 'pdf'): string {
  return `schengen-travel-history-${reportDate}.${extension}`;
}
