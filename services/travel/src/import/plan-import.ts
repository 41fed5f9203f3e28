import {
  DuplicateEntryError,
  OverlappingVisitError,
  TRAVEL_MAX_RECORDS_PER_USER,
  ValidationError,
  type ImportLineErrorDto,
  type ImportLineProblem,
  type ImportSkipProblem,
} from '@app/contracts';
import { visitRange, type DateRange, type IsoDate } from '@app/schengen-rules';

import {
  assertDatesInRange,
  assertNoDuplicateVisit,
  assertNoOverlapWith,
  knownVisitsOf,
  latestTravelDate,
  OrphanExitInsideError,
} from '../entries/entry-rules';
import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { visitsOf } from '../entries/travel-history';
import {
  alreadyRecorded,
  dateOutOfRange,
  entryOrExitRecorded,
  mixesUpRecords,
  orphanExitInside,
  overlapsLine,
  overlapsVisit,
  recordLimit,
  sameVisitAsLine,
} from './import-problems';
import type { CsvVisit, ParsedVisitsCsv } from './parse-visits-csv';

/** A visit of the file that is left out, and why (its reason, code, values and message). */
export type SkippedVisit = { visit: CsvVisit } & ImportSkipProblem;

/** What an import does with the user's records: the visits to add, those left out, the bad lines. */
export interface ImportPlan {
  added: CsvVisit[];
  duplicates: SkippedVisit[];
  errors: ImportLineErrorDto[];
}

const keyOf = (entryDate: IsoDate, exitDate: IsoDate | null) => `${entryDate}/${exitDate ?? ''}`;

/**
 * The records a visit of the file would add, created after every stored one in file order, as
 * the INSERT creates them (SPEC §3 pairs records of a date by creation).
 */
function plannedRecords(visit: CsvVisit, userId: string, createdMs: number): TravelEntryEntity[] {
  const base = { userId, travellerId: '', country: visit.country, notes: visit.notes };
  const record = (entryType: 'entry' | 'exit', entryDate: IsoDate, offset: number) =>
    Object.assign(new TravelEntryEntity(), {
      ...base,
      id: `import:${visit.line}:${entryType}`,
      entryType,
      entryDate,
      createdAt: new Date(createdMs + offset),
    });
  const entry = record('entry', visit.entryDate, 0);
  return visit.exitDate === null ? [entry] : [entry, record('exit', visit.exitDate, 1)];
}

function rangeError(visit: CsvVisit, today: IsoDate): ImportLineProblem | null {
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
    const fields = error.errors.map(({ field }) => field);
    const dates = fields.length > 1 ? 'both' : fields[0] === 'entry_date' ? 'entry' : 'exit';
    return dateOutOfRange(dates, latestTravelDate(today));
  }
}

/** What a visit clashes with when recording it one by one refuses it (409). */
function clashOf(error: unknown): ImportSkipProblem {
  if (error instanceof DuplicateEntryError) return entryOrExitRecorded(error);
  if (error instanceof OverlappingVisitError) return overlapsVisit(error.overlapped);
  if (error instanceof OrphanExitInsideError) return orphanExitInside(error.exitDate);
  throw error;
}

/** Whether two ranges share a day (valid `YYYY-MM-DD` dates compare as text, quickly). */
const overlaps = (a: DateRange, b: DateRange) => a.start <= b.end && b.start <= a.end;

/** One accepted line: its visit, its days and its records. */
interface Accepted {
  visit: CsvVisit;
  range: DateRange;
  records: TravelEntryEntity[];
}

/**
 * Decides, against the user's records, what an import of `parsed` does, line by line in file
 * order, with the rules of recording visits one by one (`entry-rules`): a date outside the
 * accepted range or past the record limit is a bad line; a visit with the dates of one already
 * there (stored, or earlier in the file) is a duplicate; one that clashes with another (a
 * duplicate entry or exit date, overlapping days, an orphaned exit inside it, or SPEC §3's pairing
 * giving it another exit) is an overlap, named with what it clashes with. Duplicates and overlaps
 * are left out; the rest is added. Pure: nothing is written. The stored visits are paired once,
 * and the file's lines are checked against each other by their days, so a file of thousands of
 * lines is planned in well under a second.
 *
 * @example
 * planImport(stored, parseVisitsCsv(csv), { userId, today: '2026-11-27' })
 * // → { added: [...], duplicates: [{ visit, reason: 'duplicate', code, values, message }], errors: [] }
 */
export function planImport(
  stored: readonly TravelEntryEntity[],
  parsed: ParsedVisitsCsv,
  { userId, today }: { userId: string; today: IsoDate },
): ImportPlan {
  const plan: ImportPlan = { added: [], duplicates: [], errors: [...parsed.errors] };
  const known = knownVisitsOf(stored, today);
  const storedKeys = new Set(known.visits.map((v) => keyOf(v.entryDate, v.exitDate)));
  const acceptedKeys = new Map<string, number>();
  let accepted: Accepted[] = [];
  let recordCount = stored.length;
  const after = Math.max(0, ...stored.map((record) => record.createdAt.getTime())) + 1;
  parsed.visits.forEach((visit, order) => {
    const skip = (problem: ImportSkipProblem) => plan.duplicates.push({ visit, ...problem });
    const outOfRange = rangeError(visit, today);
    if (outOfRange !== null) return plan.errors.push({ line: visit.line, ...outOfRange });
    const key = keyOf(visit.entryDate, visit.exitDate);
    const sameLine = acceptedKeys.get(key);
    if (sameLine !== undefined) return skip(sameVisitAsLine(sameLine));
    if (storedKeys.has(key)) return skip(alreadyRecorded(visit));
    const records = plannedRecords(visit, userId, after + 2 * order);
    if (recordCount + records.length > TRAVEL_MAX_RECORDS_PER_USER) {
      return plan.errors.push({ line: visit.line, ...recordLimit() });
    }
    const range = visitRange(visit, today);
    try {
      assertNoDuplicateVisit(stored, visit.entryDate, visit.exitDate);
      assertNoOverlapWith(known, visit.entryDate, range.end, today);
    } catch (error) {
      return skip(clashOf(error));
    }
    const clash = accepted.find((other) => overlaps(other.range, range));
    if (clash) return skip(overlapsLine(clash.visit));
    accepted.push({ visit, range, records });
    acceptedKeys.set(key, visit.line);
    recordCount += records.length;
  });
  // SPEC §3's pairing over everything, once (again only if a visit had to go): each added visit
  // keeps its own exit, else it would mix the records up (e.g. a planned visit after an ongoing one).
  for (let mixed = mixedUp(stored, accepted, today); mixed.size > 0;) {
    for (const item of accepted) {
      if (mixed.has(item)) plan.duplicates.push({ visit: item.visit, ...mixesUpRecords() });
    }
    accepted = accepted.filter((item) => !mixed.has(item));
    mixed = mixedUp(stored, accepted, today);
  }
  plan.added = accepted.map((item) => item.visit);
  plan.errors.sort((a, b) => a.line - b.line);
  plan.duplicates.sort((a, b) => a.visit.line - b.visit.line);
  return plan;
}

/** The accepted visits that SPEC §3's pairing of all the records would not give their own exit. */
function mixedUp(
  stored: readonly TravelEntryEntity[],
  accepted: readonly Accepted[],
  today: IsoDate,
): Set<Accepted> {
  const byEntry = new Map(accepted.map((item) => [item.records[0]!.id, item]));
  const byExit = new Map(accepted.map((item) => [item.records[1]?.id, item]));
  const mixed = new Set<Accepted>();
  for (const visit of visitsOf([...stored, ...accepted.flatMap((item) => item.records)], today)) {
    const item = byEntry.get(visit.entry.id);
    const ownExit = item?.records[1]?.id ?? null;
    if (item && (visit.exit?.id ?? null) !== ownExit) mixed.add(item);
    // A stored entry that would take an imported exit: that visit is the one mixed up.
    const stolen = visit.exit ? byExit.get(visit.exit.id) : undefined;
    if (stolen && stolen !== item) mixed.add(stolen);
  }
  return mixed;
}
