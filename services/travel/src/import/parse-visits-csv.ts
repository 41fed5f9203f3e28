import { CsvError, parse } from 'csv-parse/sync';

import {
  IMPORT_GENERIC_COLUMNS,
  NOT_SPECIFIED_LABEL,
  NOTES_MAX_LENGTH,
  ONGOING_LABEL,
  SPREADSHEET_FORMULA_START,
  TRAVEL_HISTORY_COLUMNS,
  VISIT_COUNTRIES,
  type ImportLineErrorDto,
  type ImportLineProblem,
  type CsvSyntaxProblem,
} from '@app/contracts';
import { compareIsoDates, isIsoDate, type IsoDate } from '@app/schengen-rules';

import {
  emptyFile,
  entryDateRequired,
  exitBeforeEntry,
  invalidCsv,
  noEntryColumn,
  notADate,
  notesTooLong,
  noVisits,
  repeatedColumn,
  tooManyFields,
  unknownColumn,
  unknownCountry,
} from './import-problems';

/** One visit read from a line of the file (1-based; the header is line 1). */
export interface CsvVisit {
  line: number;
  entryDate: IsoDate;
  /** null: an ongoing visit. */
  exitDate: IsoDate | null;
  country: string | null;
  notes: string | null;
}

/** What a CSV file holds: its visits in file order and the lines that are not visits. */
export interface ParsedVisitsCsv {
  /** 'export': the product's own CSV export (`TRAVEL_HISTORY_COLUMNS`); 'generic' otherwise. */
  format: 'export' | 'generic';
  visits: CsvVisit[];
  errors: ImportLineErrorDto[];
}

type Field = 'entry' | 'exit' | 'country' | 'notes' | 'days';

/** A header name without case, spaces or punctuation: 'Date of Entry' → 'dateofentry'. */
function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

const [EXPORT_COUNTRY, EXPORT_NOTES, EXPORT_ENTRY, EXPORT_EXIT, EXPORT_DAYS] =
  TRAVEL_HISTORY_COLUMNS;
const [GENERIC_ENTRY, GENERIC_EXIT, GENERIC_COUNTRY, GENERIC_NOTES] = IMPORT_GENERIC_COLUMNS;

/**
 * The header names each field is known by: the export's columns and the simple format's (both
 * from `@app/contracts`), and the spellings a spreadsheet of one's own tends to have.
 */
const HEADER_FIELDS: ReadonlyMap<string, Field> = new Map(
  (
    [
      ['entry', [EXPORT_ENTRY, GENERIC_ENTRY, 'entry_date', 'entry', 'arrival', 'arrival date']],
      ['exit', [EXPORT_EXIT, GENERIC_EXIT, 'exit_date', 'exit', 'departure', 'departure date']],
      ['country', [EXPORT_COUNTRY, GENERIC_COUNTRY]],
      ['notes', [EXPORT_NOTES, GENERIC_NOTES, 'note', 'comment', 'comments']],
      ['days', [EXPORT_DAYS, 'days']],
    ] as const
  ).flatMap(([field, names]) => names.map((name) => [headerKey(name), field] as const)),
);

const EXPORT_HEADER_KEYS = TRAVEL_HISTORY_COLUMNS.map(headerKey).join(',');

/** Country names and codes, without case: 'france', 'fr' → 'France'. */
const COUNTRIES: ReadonlyMap<string, string> = new Map(
  VISIT_COUNTRIES.flatMap((country) => [
    [country.name.toLowerCase(), country.name] as const,
    [country.code.toLowerCase(), country.name] as const,
  ]),
);

/** The text the export wrote with a `'` before it, so that a spreadsheet would not run it. */
function unneutralised(text: string): string {
  return text.startsWith("'") && SPREADSHEET_FORMULA_START.test(text.slice(1))
    ? text.slice(1)
    : text;
}

/** A line that is not a visit, and why. */
class LineError extends Error {
  constructor(readonly problem: ImportLineProblem) {
    super(problem.message);
  }
}

/** The line a record starts on: the line it ends on less the line breaks inside its fields. */
function startLine(endLine: number, fields: readonly string[]): number {
  const breaks = fields.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  return endLine - breaks;
}

function columnsOf(header: readonly string[]): Map<Field, number> {
  const columns = new Map<Field, number>();
  header.forEach((name, index) => {
    const field = HEADER_FIELDS.get(headerKey(name));
    if (field === undefined) throw new LineError(unknownColumn(name.trim()));
    if (columns.has(field)) throw new LineError(repeatedColumn(name.trim()));
    columns.set(field, index);
  });
  if (!columns.has('entry')) throw new LineError(noEntryColumn());
  return columns;
}

function dateOf(text: string, date: 'entry' | 'exit'): IsoDate {
  if (!isIsoDate(text)) throw new LineError(notADate(date, text));
  return text;
}

function countryOf(text: string): string | null {
  if (text === '' || text.toLowerCase() === NOT_SPECIFIED_LABEL.toLowerCase()) return null;
  const country = COUNTRIES.get(text.toLowerCase());
  if (country === undefined) throw new LineError(unknownCountry(text));
  return country;
}

function visitOf(
  fields: readonly string[],
  columns: ReadonlyMap<Field, number>,
  line: number,
  format: ParsedVisitsCsv['format'],
): CsvVisit {
  const width = Math.max(...columns.values()) + 1;
  if (fields.length > width) throw new LineError(tooManyFields(fields.length, width));
  const cell = (field: Field) => {
    const index = columns.get(field);
    return index === undefined ? '' : (fields[index] ?? '');
  };
  const entryText = cell('entry').trim();
  if (entryText === '') throw new LineError(entryDateRequired());
  const entryDate = dateOf(entryText, 'entry');
  const exitText = cell('exit').trim();
  const exitDate =
    exitText === '' || exitText.toLowerCase() === ONGOING_LABEL.toLowerCase()
      ? null
      : dateOf(exitText, 'exit');
  if (exitDate !== null && compareIsoDates(exitDate, entryDate) < 0) {
    throw new LineError(exitBeforeEntry());
  }
  const rawNotes = format === 'export' ? unneutralised(cell('notes')) : cell('notes');
  if (rawNotes.length > NOTES_MAX_LENGTH) throw new LineError(notesTooLong());
  return {
    line,
    entryDate,
    exitDate,
    country: countryOf(cell('country').trim()),
    notes: rawNotes.trim() === '' ? null : rawNotes,
  };
}

/** The problem of a line error, or the error itself when it is not one (a bug: rethrown). */
function lineProblem(error: unknown): ImportLineProblem {
  if (error instanceof LineError) return error.problem;
  throw error;
}

/** csv-parse's error codes for the syntax problems an import names (its other errors: 'other'). */
const CSV_ERROR_PROBLEMS: Partial<Record<CsvError['code'], CsvSyntaxProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  INVALID_OPENING_QUOTE: 'quoteInField',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'textAfterQuote',
};

/** What is wrong with the text, from csv-parse's error code. */
export function csvSyntaxProblem(error: CsvError): CsvSyntaxProblem {
  return CSV_ERROR_PROBLEMS[error.code] ?? 'other';
}

/**
 * Reads visits from CSV text, one a line after a header row (csv-parse: RFC 4180 quoting, a BOM,
 * CRLF or LF; blank lines skipped). Takes the product's own export (SPEC §9 columns: 'Not
 * specified', 'Ongoing', the number of days ignored, a formula-neutralising `'` taken off) and a
 * simple CSV (`IMPORT_GENERIC_COLUMNS`, any order and case, a few other spellings). Dates are
 * `YYYY-MM-DD`; an empty exit date is an ongoing visit; a country is a Schengen state's English
 * name or code (any case). Each bad line is named (1-based, the header is line 1) with its problem
 * (code, values and English message, `import-problems`); nothing here
 * knows the user's records or today (see `planImport`).
 *
 * @example
 * parseVisitsCsv('Entry date,Exit date,Country\n2025-06-01,2025-06-10,fr\n')
 * // → { format: 'generic', errors: [], visits: [{ line: 2, entryDate: '2025-06-01',
 * //      exitDate: '2025-06-10', country: 'France', notes: null }] }
 */
export function parseVisitsCsv(text: string): ParsedVisitsCsv {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as `{ record, info }` (csv-parse's documented option; its
    // sync typings do not narrow on it).
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error['lines'] === 'number' ? error['lines'] : 1;
    return {
      format: 'generic',
      visits: [],
      errors: [{ line, ...invalidCsv(csvSyntaxProblem(error)) }],
    };
  }
  const rows = records
    .map(({ record, info }) => ({ fields: record, line: startLine(info.lines, record) }))
    .filter(({ fields }) => fields.some((field) => field.trim() !== ''));
  const [header, ...body] = rows;
  if (header === undefined) {
    return {
      format: 'generic',
      visits: [],
      errors: [{ line: 1, ...emptyFile() }],
    };
  }
  let columns: Map<Field, number>;
  try {
    columns = columnsOf(header.fields);
  } catch (error) {
    return {
      format: 'generic',
      visits: [],
      errors: [{ line: header.line, ...lineProblem(error) }],
    };
  }
  const format =
    header.fields.map(headerKey).join(',') === EXPORT_HEADER_KEYS ? 'export' : 'generic';
  const result: ParsedVisitsCsv = { format, visits: [], errors: [] };
  if (body.length === 0) {
    result.errors.push({ line: header.line, ...noVisits() });
  }
  for (const { fields, line } of body) {
    try {
      result.visits.push(visitOf(fields, columns, line, format));
    } catch (error) {
      result.errors.push({ line, ...lineProblem(error) });
    }
  }
  return result;
}
