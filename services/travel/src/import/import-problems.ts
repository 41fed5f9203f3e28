import {
  duplicateEntryMessage,
  IMPORT_GENERIC_COLUMNS,
  IMPORT_PROBLEM_OUTCOME,
  NOTES_MAX_LENGTH,
  overlappingVisitMessage,
  TRAVEL_HISTORY_COLUMNS,
  TRAVEL_MAX_RECORDS_PER_USER,
  TRAVEL_MIN_DATE,
  travelDateRangeMessage,
  travelRecordLimitMessage,
  type CsvSyntaxProblem,
  type DuplicateEntryDates,
  type ImportExpectedColumns,
  type ImportProblem,
  type ImportProblemCode,
  type ImportProblemCodeWithOutcome,
  type ImportProblemValues,
  type ImportSkipProblem,
  type ImportSkipReason,
  type OverlappedVisit,
} from '@app/contracts';
import type { IsoDate } from '@app/schengen-rules';

import { orphanExitInsideMessage } from '../entries/entry-rules';

// Every problem an import names, one function each: its code, its values and its English message
// come from one place, so that a client wording the code in its language says what the message
// says (issue #21; the English catalogue's `transfer.import.problem.<code>` is the same text,
// import-problems.spec.ts).

function problem<C extends ImportProblemCode>(
  code: C,
  values: ImportProblemValues[C],
  message: string,
): ImportProblem<C> {
  return { code, values, message } as ImportProblem<C>;
}

function skip<C extends ImportProblemCodeWithOutcome<ImportSkipReason>>(
  code: C,
  values: ImportProblemValues[C],
  message: string,
): ImportSkipProblem {
  return { reason: IMPORT_PROBLEM_OUTCOME[code], code, values, message } as ImportSkipProblem;
}

const NO_VALUES: Record<string, never> = {};

const [ENTRY_COLUMN] = IMPORT_GENERIC_COLUMNS;

const EXPECTED: ImportExpectedColumns = {
  columns: IMPORT_GENERIC_COLUMNS.join(', '),
  required: ENTRY_COLUMN,
  exportColumns: TRAVEL_HISTORY_COLUMNS.join(', '),
};

const EXPECTED_COLUMNS = `Expected a header row with ${EXPECTED.columns} (any order; only ${EXPECTED.required} is required), or the CSV export's ${EXPECTED.exportColumns}.`;

const DATE_LABELS = { entry: 'Entry date', exit: 'Exit date' } as const;

const CSV_SYNTAX_SENTENCES: Record<CsvSyntaxProblem, string> = {
  unclosedQuote: 'a quoted value is never closed.',
  quoteInField: 'a quote appears inside a value that does not start with one.',
  textAfterQuote: 'something follows the closing quote of a value.',
  other: 'it cannot be read as comma-separated values.',
};

/** Text that csv-parse cannot read, and why (`csvSyntaxProblem` of its error). */
export const invalidCsv = (problemKind: CsvSyntaxProblem) =>
  problem(
    'INVALID_CSV',
    { problem: problemKind },
    `The file is not valid CSV: ${CSV_SYNTAX_SENTENCES[problemKind]}`,
  );

export const emptyFile = () =>
  problem('EMPTY_FILE', EXPECTED, `The file is empty. ${EXPECTED_COLUMNS}`);

export const unknownColumn = (column: string) =>
  problem(
    'UNKNOWN_COLUMN',
    { ...EXPECTED, column },
    `Unknown column '${column}'. ${EXPECTED_COLUMNS}`,
  );

export const repeatedColumn = (column: string) =>
  problem('REPEATED_COLUMN', { column }, `The column '${column}' appears twice.`);

export const noEntryColumn = () =>
  problem('NO_ENTRY_COLUMN', EXPECTED, `No entry date column. ${EXPECTED_COLUMNS}`);

export const noVisits = () =>
  problem('NO_VISITS', NO_VALUES, 'The file has a header but no visits.');

export const tooManyFields = (fields: number, headerFields: number) =>
  problem(
    'TOO_MANY_FIELDS',
    { fields, headerFields },
    `This line has ${fields} fields; the header has ${headerFields}.`,
  );

export const entryDateRequired = () =>
  problem('ENTRY_DATE_REQUIRED', NO_VALUES, 'Entry date is required.');

export const notADate = (date: 'entry' | 'exit', text: string) =>
  problem(
    'NOT_A_DATE',
    { date, text },
    `${DATE_LABELS[date]} '${text}' is not a date: write it as YYYY-MM-DD, for example 2025-06-01.`,
  );

export const exitBeforeEntry = () =>
  problem('EXIT_BEFORE_ENTRY', NO_VALUES, 'Exit date must be after entry date');

export const notesTooLong = () =>
  problem(
    'NOTES_TOO_LONG',
    { max: NOTES_MAX_LENGTH },
    `Notes must be at most ${NOTES_MAX_LENGTH} characters`,
  );

export const unknownCountry = (text: string) =>
  problem(
    'UNKNOWN_COUNTRY',
    { text },
    `'${text}' is not a Schengen country: write its English name (for example France) or its two-letter code, or leave it empty.`,
  );

/** Dates outside the accepted range (`assertDatesInRange`'s message: one per date, joined). */
export const dateOutOfRange = (dates: 'entry' | 'exit' | 'both', max: IsoDate) =>
  problem(
    'DATE_OUT_OF_RANGE',
    { dates, min: TRAVEL_MIN_DATE, max },
    (dates === 'both' ? (['entry', 'exit'] as const) : [dates])
      .map((date) => travelDateRangeMessage(DATE_LABELS[date], max))
      .join('; '),
  );

export const recordLimit = () =>
  problem('RECORD_LIMIT', { limit: TRAVEL_MAX_RECORDS_PER_USER }, travelRecordLimitMessage());

export const sameVisitAsLine = (line: number) =>
  skip('SAME_VISIT_AS_LINE', { line }, `The same visit as line ${line}.`);

/** A visit of the file with the dates of a stored one. */
export const alreadyRecorded = ({ entryDate, exitDate }: OverlappedVisit) =>
  exitDate === null
    ? skip(
        'ALREADY_RECORDED_ONGOING',
        { entryDate },
        `Already recorded: your ongoing visit from ${entryDate}.`,
      )
    : skip(
        'ALREADY_RECORDED',
        { entryDate, exitDate },
        `Already recorded: your visit from ${entryDate} to ${exitDate}.`,
      );

/** A stored entry on the entry date, or exit on the exit date (`DuplicateEntryError`). */
export const entryOrExitRecorded = ({ entryDate, exitDate }: DuplicateEntryDates) =>
  skip(
    'ENTRY_OR_EXIT_RECORDED',
    { entryDate, exitDate },
    duplicateEntryMessage({ entryDate, exitDate }),
  );

/** A stored visit the visit overlaps (`OverlappingVisitError`). */
export const overlapsVisit = (visit: OverlappedVisit) =>
  visit.exitDate === null
    ? skip('OVERLAPS_ONGOING_VISIT', { entryDate: visit.entryDate }, overlappingVisitMessage(visit))
    : skip(
        'OVERLAPS_VISIT',
        { entryDate: visit.entryDate, exitDate: visit.exitDate },
        overlappingVisitMessage(visit),
      );

/** A stored exit with no entry inside the visit (`OrphanExitInsideError`). */
export const orphanExitInside = (exitDate: IsoDate) =>
  skip('ORPHAN_EXIT_INSIDE', { exitDate }, orphanExitInsideMessage(exitDate));

/** An earlier line of the file whose visit this one overlaps. */
export const overlapsLine = ({ entryDate, exitDate, line }: OverlappedVisit & { line: number }) =>
  exitDate === null
    ? skip(
        'OVERLAPS_ONGOING_LINE',
        { entryDate, line },
        `This visit overlaps the ongoing visit from ${entryDate} on line ${line}.`,
      )
    : skip(
        'OVERLAPS_LINE',
        { entryDate, exitDate, line },
        `This visit overlaps the visit from ${entryDate} to ${exitDate} on line ${line}.`,
      );

/** A visit that SPEC §3's pairing would give another exit (or another entry). */
export const mixesUpRecords = () =>
  skip(
    'MIXED_UP',
    NO_VALUES,
    'These dates would mix this visit up with your other records: choose dates that do not cross another visit.',
  );
