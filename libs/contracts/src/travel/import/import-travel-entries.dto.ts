import { IsBoolean, IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import type { ImportLineProblem, ImportSkipProblem } from './import-problems';

/** `POST /api/travel-entries/import` (issue #22, "Never retyped"). */
export const TRAVEL_IMPORT_PATH = '/api/travel-entries/import';

/**
 * The longest CSV text an import takes (characters): about 2,500 visits with long notes, the
 * record limit's worth (`TRAVEL_MAX_RECORDS_PER_USER`).
 */
export const IMPORT_CSV_MAX_CHARS = 1_000_000;

/**
 * The import route's body limit (bytes): the CSV text as a JSON string may take twice its length
 * (every line end and quote escaped) and more for non-ASCII, plus the other fields.
 */
export const IMPORT_BODY_LIMIT_BYTES = 3 * IMPORT_CSV_MAX_CHARS + 16 * 1024;

/**
 * The columns of the simple CSV an import takes besides the product's own export
 * (`TRAVEL_HISTORY_COLUMNS`): a header row, any order and case; only the entry date is required.
 */
export const IMPORT_GENERIC_COLUMNS = ['Entry date', 'Exit date', 'Country', 'Notes'] as const;

/** The fields of an import: the CSV text and whether only to preview it. */
export class ImportCsvFieldsDto {
  @IsDefined({ message: 'csv is required: the text of the CSV file' })
  @IsString({ message: 'csv must be text: the content of the CSV file' })
  @MaxLength(IMPORT_CSV_MAX_CHARS, {
    message: `The CSV is too long: at most ${IMPORT_CSV_MAX_CHARS.toLocaleString('en-US')} characters. Split it into several files.`,
  })
  csv!: string;

  @IsOptional()
  @IsBoolean({ message: 'dry_run must be true or false' })
  dry_run?: boolean;
}

/**
 * `POST /api/travel-entries/import { csv, dry_run, traveller_id? }`: visits from a CSV file, one a
 * line, for `traveller_id` (absent: the account holder). With `dry_run` nothing is written: the
 * answer says what would be.
 */
export class ImportTravelEntriesDto extends ImportCsvFieldsDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}

/** One visit of the file: its line (1-based, the header is line 1) and what it holds. */
export interface ImportVisitDto {
  line: number;
  entry_date: string;
  /** null: an ongoing visit ('Ongoing' or an empty exit date). */
  exit_date: string | null;
  country: string | null;
  notes: string | null;
}

/**
 * A visit of the file that is not added, and why: its reason, and the problem's code, values and
 * English message (in words a person can act on).
 */
export type ImportSkippedVisitDto = ImportVisitDto & ImportSkipProblem;

/** A line that cannot be read as a visit (1-based, the header is line 1), and why. */
export type ImportLineErrorDto = { line: number } & ImportLineProblem;

/**
 * The answer of an import: what is (or, with `dry_run`, would be) added, the duplicates and
 * overlaps left out, and the bad lines. A real import with any bad line writes nothing (400).
 */
export interface ImportResultDto {
  dry_run: boolean;
  added: ImportVisitDto[];
  duplicates: ImportSkippedVisitDto[];
  errors: ImportLineErrorDto[];
}

/** `TravelPatterns.ImportEntries`: the signed-in user, the traveller and the import. */
export class ImportEntriesRpcRequest extends ImportCsvFieldsDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;
}
