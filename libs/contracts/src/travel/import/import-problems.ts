/**
 * The column names an import expects (`IMPORT_GENERIC_COLUMNS` and the export's
 * `TRAVEL_HISTORY_COLUMNS`), as the messages that name them write them. A type, not an interface:
 * values are a record of text and numbers (ICU values).
 */
export type ImportExpectedColumns = {
  /** 'Entry date, Exit date, Country, Notes' */
  columns: string;
  /** The one column required: 'Entry date'. */
  required: string;
  /** 'Country, Notes, Date of Entry, Date of Exit, Number of Days' */
  exportColumns: string;
};

/**
 * What is wrong with text that cannot be read as CSV: a quoted value never closed, a quote inside
 * a value that does not start with one, text after a value's closing quote, or anything else.
 */
export const CSV_SYNTAX_PROBLEMS = [
  'unclosedQuote',
  'quoteInField',
  'textAfterQuote',
  'other',
] as const;

export type CsvSyntaxProblem = (typeof CSV_SYNTAX_PROBLEMS)[number];

/**
 * The values of each problem an import names: the parts of its English `message` that vary (dates
 * as YYYY-MM-DD, column names, the text that was wrong, limits, other lines of the file). Each
 * problem's English message is given here; a client words it in its own language from the code
 * and these values.
 */
export interface ImportProblemValues {
  /** 'The file is not valid CSV: a quoted value is never closed.' (one sentence per `problem`). */
  INVALID_CSV: { problem: CsvSyntaxProblem };
  /** 'The file is empty. Expected a header row with {columns} (any order; only {required} is required), or the CSV export's {exportColumns}.' */
  EMPTY_FILE: ImportExpectedColumns;
  /** "Unknown column '{column}'. Expected a header row with …" (as `EMPTY_FILE`). */
  UNKNOWN_COLUMN: ImportExpectedColumns & { column: string };
  /** "The column '{column}' appears twice." */
  REPEATED_COLUMN: { column: string };
  /** 'No entry date column. Expected a header row with …' (as `EMPTY_FILE`). */
  NO_ENTRY_COLUMN: ImportExpectedColumns;
  /** 'The file has a header but no visits.' */
  NO_VISITS: Record<string, never>;
  /** 'This line has {fields} fields; the header has {headerFields}.' */
  TOO_MANY_FIELDS: { fields: number; headerFields: number };
  /** 'Entry date is required.' */
  ENTRY_DATE_REQUIRED: Record<string, never>;
  /** "Entry date '{text}' is not a date: write it as YYYY-MM-DD, for example 2025-06-01." (or 'Exit date'). */
  NOT_A_DATE: { date: 'entry' | 'exit'; text: string };
  /** 'Exit date must be after entry date' */
  EXIT_BEFORE_ENTRY: Record<string, never>;
  /** 'Notes must be at most {max} characters' */
  NOTES_TOO_LONG: { max: number };
  /** "'{text}' is not a Schengen country: write its English name (for example France) or its two-letter code, or leave it empty." */
  UNKNOWN_COUNTRY: { text: string };
  /** 'Entry date must be between {min} and {max}' (or 'Exit date', or both joined by '; '). */
  DATE_OUT_OF_RANGE: { dates: 'entry' | 'exit' | 'both'; min: string; max: string };
  /** 'You can keep at most {limit} travel records (entries and exits). …' (`travelRecordLimitMessage`). */
  RECORD_LIMIT: { limit: number };
  /** 'The same visit as line {line}.' */
  SAME_VISIT_AS_LINE: { line: number };
  /** 'Already recorded: your visit from {entryDate} to {exitDate}.' */
  ALREADY_RECORDED: { entryDate: string; exitDate: string };
  /** 'Already recorded: your ongoing visit from {entryDate}.' */
  ALREADY_RECORDED_ONGOING: { entryDate: string };
  /** 'You already have entry on {entryDate} and/or exit on {exitDate} recorded' (`duplicateEntryMessage`). */
  ENTRY_OR_EXIT_RECORDED: { entryDate: string; exitDate: string };
  /** 'This visit overlaps your visit from {entryDate} to {exitDate}.' (`overlappingVisitMessage`). */
  OVERLAPS_VISIT: { entryDate: string; exitDate: string };
  /** 'This visit overlaps your ongoing visit from {entryDate}.' */
  OVERLAPS_ONGOING_VISIT: { entryDate: string };
  /** 'You have an exit with no entry recorded on {exitDate}, inside this visit. Delete it (or clean up orphaned entries) first.' */
  ORPHAN_EXIT_INSIDE: { exitDate: string };
  /** 'This visit overlaps the visit from {entryDate} to {exitDate} on line {line}.' */
  OVERLAPS_LINE: { entryDate: string; exitDate: string; line: number };
  /** 'This visit overlaps the ongoing visit from {entryDate} on line {line}.' */
  OVERLAPS_ONGOING_LINE: { entryDate: string; line: number };
  /** 'These dates would mix this visit up with your other records: choose dates that do not cross another visit.' */
  MIXED_UP: Record<string, never>;
}

/** What a problem does to its line: a bad line, or a visit left out as a duplicate or an overlap. */
export type ImportProblemOutcome = 'error' | 'duplicate' | 'overlap';

/**
 * Every stable code of a problem an import names (issue #21: a client words it in its language),
 * with what it does to the line: 'error' a bad line (`ImportResultDto.errors`), 'duplicate' or
 * 'overlap' a visit left out (`ImportResultDto.duplicates`, its `reason`). This table is the
 * single source of the codes; codes never change meaning once published, and a client that does
 * not know a code (a newer server) shows the English `message`.
 */
export const IMPORT_PROBLEM_OUTCOME = {
  INVALID_CSV: 'error',
  EMPTY_FILE: 'error',
  UNKNOWN_COLUMN: 'error',
  REPEATED_COLUMN: 'error',
  NO_ENTRY_COLUMN: 'error',
  NO_VISITS: 'error',
  TOO_MANY_FIELDS: 'error',
  ENTRY_DATE_REQUIRED: 'error',
  NOT_A_DATE: 'error',
  EXIT_BEFORE_ENTRY: 'error',
  NOTES_TOO_LONG: 'error',
  UNKNOWN_COUNTRY: 'error',
  DATE_OUT_OF_RANGE: 'error',
  RECORD_LIMIT: 'error',
  SAME_VISIT_AS_LINE: 'duplicate',
  ALREADY_RECORDED: 'duplicate',
  ALREADY_RECORDED_ONGOING: 'duplicate',
  ENTRY_OR_EXIT_RECORDED: 'overlap',
  OVERLAPS_VISIT: 'overlap',
  OVERLAPS_ONGOING_VISIT: 'overlap',
  ORPHAN_EXIT_INSIDE: 'overlap',
  OVERLAPS_LINE: 'overlap',
  OVERLAPS_ONGOING_LINE: 'overlap',
  MIXED_UP: 'overlap',
} as const satisfies { readonly [C in keyof ImportProblemValues]: ImportProblemOutcome };

/** A stable, machine-readable code of an import's problem, e.g. 'NOT_A_DATE'. */
export type ImportProblemCode = keyof typeof IMPORT_PROBLEM_OUTCOME;

/** The codes whose outcome is `O`, e.g. `ImportProblemCodeWithOutcome<'error'>`. */
export type ImportProblemCodeWithOutcome<O extends ImportProblemOutcome> = {
  [C in ImportProblemCode]: (typeof IMPORT_PROBLEM_OUTCOME)[C] extends O ? C : never;
}[ImportProblemCode];

/**
 * A problem as the import answers it: its code, its values, and its message in English (for API
 * clients, and for a client that does not know the code).
 */
export type ImportProblem<C extends ImportProblemCode = ImportProblemCode> = {
  [K in C]: { code: K; values: ImportProblemValues[K]; message: string };
}[C];

/** Why a visit of the file is not added: already recorded, or overlapping another visit. */
export type ImportSkipReason = Exclude<ImportProblemOutcome, 'error'>;

/** A bad line's problem. */
export type ImportLineProblem = ImportProblem<ImportProblemCodeWithOutcome<'error'>>;

/** A left-out visit's problem, with its reason: the outcome of its code. */
export type ImportSkipProblem = {
  [C in ImportProblemCodeWithOutcome<ImportSkipReason>]: {
    reason: (typeof IMPORT_PROBLEM_OUTCOME)[C];
  } & ImportProblem<C>;
}[ImportProblemCodeWithOutcome<ImportSkipReason>];
