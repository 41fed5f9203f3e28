import {
  ConflictError,
  TRAVEL_MAX_RECORDS_PER_USER,
  travelRecordLimitMessage,
  ValidationError,
  type ImportLineErrorDto,
  type ImportSkipReason,
} from '@app/contracts';
import { visitRange, type IsoDate } from '@app/schengen-rules';

import {
  assertDatesInRange,
  assertNoDuplicateVisit,
  assertNoOverlap,
} from '../entries/entry-rules';
import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { visitsOf } from '../entries/travel-history';
import type { CsvVisit, ParsedVisitsCsv } from './parse-visits-csv';

/** A visit of the file that is left out, and why. */
export interface SkippedVisit {
  visit: CsvVisit;
  reason: ImportSkipReason;
  message: string;
}

/** What an import does with the user's records: the visits to add, those left out, the bad lines. */
export interface ImportPlan {
  added: CsvVisit[];
  duplicates: SkippedVisit[];
  errors: ImportLineErrorDto[];
}

/** Where a planned (not yet stored) record came from. */
const PLANNED_ID = /^import:(\d+):/;

/**
 * The records a visit of the file would add, created after every stored one in file order, as
 * the INSERT creates them (SPEC §3 pairs records of a date by creation).
 */
function plannedRecords(visit: CsvVisit, userId: string, createdMs: number): TravelEntryEntity[] {
  const createdAt = new Date(createdMs);
  const base = { userId, travellerId: '', country: visit.country, notes: visit.notes, createdAt };
  const entry = Object.assign(new TravelEntryEntity(), {
    ...base,
    id: `import:${visit.line}:entry`,
    entryType: 'entry' as const,
    entryDate: visit.entryDate,
  });
  if (visit.exitDate === null) return [entry];
  const exit = Object.assign(new TravelEntryEntity(), {
    ...base,
    id: `import:${visit.line}:exit`,
    entryType: 'exit' as const,
    entryDate: visit.exitDate,
    createdAt: new Date(createdAt.getTime() + 1),
  });
  return [entry, exit];
}

/** The line of the file a visit came from, or null for a stored one. */
function lineOf(entryId: string): number | null {
  const match = PLANNED_ID.exec(entryId);
  return match ? Number(match[1]) : null;
}

/** The same dates as a visit already there (stored, or earlier in the file), or null. */
function exactDuplicate(
  records: readonly TravelEntryEntity[],
  visit: CsvVisit,
  today: IsoDate,
): string | null {
  const same = visitsOf(records, today).find(
    (known) => known.entryDate === visit.entryDate && known.exitDate === visit.exitDate,
  );
  if (!same) return null;
  const line = lineOf(same.entry.id);
  if (line !== null) return `The same visit as line ${line}.`;
  return visit.exitDate === null
    ? `Already recorded: your ongoing visit from ${visit.entryDate}.`
    : `Already recorded: your visit from ${visit.entryDate} to ${visit.exitDate}.`;
}

/**
 * Why the visit cannot go with the records (the entries service's own duplicate and overlap
 * rules, and SPEC §3's pairing giving it its own exit), or null when it can.
 */
function clashOf(
  records: readonly TravelEntryEntity[],
  planned: readonly TravelEntryEntity[],
  visit: CsvVisit,
  today: IsoDate,
): string | null {
  try {
    assertNoDuplicateVisit(records, visit.entryDate, visit.exitDate);
    assertNoOverlap(records, visit.entryDate, visitRange(visit, today).end, today);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const clashEntry = error.details?.['entryDate'];
    const fromFile = visitsOf(records, today).find(
      (known) => known.entryDate === clashEntry && lineOf(known.entry.id) !== null,
    );
    return fromFile
      ? `${error.message} (line ${lineOf(fromFile.entry.id)} of this file)`
      : error.message;
  }
  const paired = visitsOf([...records, ...planned], today).find(
    (known) => known.entry.id === planned[0]!.id,
  );
  if ((paired?.exit?.id ?? null) !== (planned[1]?.id ?? null)) {
    return 'These dates would mix this visit up with your other records: choose dates that do not cross another visit.';
  }
  return null;
}

function rangeError(visit: CsvVisit, today: IsoDate): string | null {
  try {
    assertDatesInRange(
      [
        ['entry_date', 'Entry date', visit.entryDate],
        ...(visit.exitDate === null ? [] : [['exit_date', 'Exit date', visit.exitDate] as const]),
      ],
      today,
    );
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
}

/**
 * Decides, against the user's records, what an import of `parsed` does, line by line in file
 * order, with the rules of recording visits one by one (`entry-rules`): a date outside the
 * accepted range or past the record limit is a bad line; a visit with the dates of one already
 * there (stored, or earlier in the file) is a duplicate; one that clashes with another (a
 * duplicate entry or exit date, overlapping days, an orphaned exit inside it, or pairing that
 * would give it another exit) is an overlap, named with the visit it clashes with. Duplicates and
 * overlaps are left out; the rest is added. Pure: nothing is written.
 *
 * @example
 * planImport(stored, parseVisitsCsv(csv), { userId, today: '2026-11-27' })
 * // → { added: [...], duplicates: [{ visit, reason: 'duplicate', message }], errors: [] }
 */
export function planImport(
  stored: readonly TravelEntryEntity[],
  parsed: ParsedVisitsCsv,
  { userId, today }: { userId: string; today: IsoDate },
): ImportPlan {
  const plan: ImportPlan = { added: [], duplicates: [], errors: [...parsed.errors] };
  const records = [...stored];
  const after = Math.max(0, ...stored.map((record) => record.createdAt.getTime())) + 1;
  parsed.visits.forEach((visit, order) => {
    const outOfRange = rangeError(visit, today);
    if (outOfRange !== null) {
      plan.errors.push({ line: visit.line, message: outOfRange });
      return;
    }
    const duplicate = exactDuplicate(records, visit, today);
    if (duplicate !== null) {
      plan.duplicates.push({ visit, reason: 'duplicate', message: duplicate });
      return;
    }
    const planned = plannedRecords(visit, userId, after + 2 * order);
    const clash = clashOf(records, planned, visit, today);
    if (clash !== null) {
      plan.duplicates.push({ visit, reason: 'overlap', message: clash });
      return;
    }
    if (records.length + planned.length > TRAVEL_MAX_RECORDS_PER_USER) {
      plan.errors.push({ line: visit.line, message: travelRecordLimitMessage() });
      return;
    }
    records.push(...planned);
    plan.added.push(visit);
  });
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}
