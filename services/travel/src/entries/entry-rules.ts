import {
  ConflictError,
  DuplicateEntryError,
  OverlappingVisitError,
  TRAVEL_MAX_YEARS_AHEAD,
  TRAVEL_MIN_DATE,
  ValidationError,
  travelDateRangeMessage,
  type EntryType,
  type FieldError,
} from '@app/contracts';
import {
  addYears,
  compareIsoDates,
  findOrphanExits,
  overlappingVisit,
  visitOn,
  visitRange,
  type IsoDate,
  type Visit,
} from '@app/schengen-rules';

import type { TravelEntryEntity } from './travel-entry.entity';
import { toRuleRecords, visitsOf, type RuleRecord } from './travel-history';

/** A date field to check against the accepted range, e.g. `['exit_date', 'Exit date', '2025-06-10']`. */
export type DateField = readonly [field: string, label: string, date: IsoDate];

/** The latest travel date accepted: two years after today (`TRAVEL_MAX_YEARS_AHEAD`). */
export function latestTravelDate(today: IsoDate): IsoDate {
  return addYears(today, TRAVEL_MAX_YEARS_AHEAD);
}

/**
 * Refuses (400) dates before 2000-01-01 or more than two years after today, naming each field.
 *
 * @example
 * assertDatesInRange([['entry_date', 'Entry date', dto.entry_date]], today);
 */
export function assertDatesInRange(fields: readonly DateField[], today: IsoDate): void {
  const maxDate = latestTravelDate(today);
  const errors: FieldError[] = fields
    .filter(
      ([, , date]) =>
        compareIsoDates(date, TRAVEL_MIN_DATE) < 0 || compareIsoDates(date, maxDate) > 0,
    )
    .map(([field, label]) => ({ field, messages: [travelDateRangeMessage(label, maxDate)] }));
  if (errors.length > 0) throw new ValidationError(errors);
}

function hasRecord(
  records: readonly TravelEntryEntity[],
  type: EntryType,
  date: IsoDate,
  exceptId?: string,
): boolean {
  return records.some((r) => r.entryType === type && r.entryDate === date && r.id !== exceptId);
}

/**
 * SPEC §5 duplicates for one record: another record of the same type on the same date (409).
 * The error names the one date twice, as the SPEC message has room for an entry and an exit.
 */
export function assertNoDuplicateRecord(
  records: readonly TravelEntryEntity[],
  type: EntryType,
  date: IsoDate,
  exceptId?: string,
): void {
  if (hasRecord(records, type, date, exceptId)) {
    throw new DuplicateEntryError({ entryDate: date, exitDate: date });
  }
}

/**
 * SPEC §5 duplicates for a visit: an entry already on the entry date, or an exit on the exit date
 * (`exitDate` null: an ongoing visit, only the entry is checked).
 */
export function assertNoDuplicateVisit(
  records: readonly TravelEntryEntity[],
  entryDate: IsoDate,
  exitDate: IsoDate | null,
): void {
  if (
    hasRecord(records, 'entry', entryDate) ||
    (exitDate !== null && hasRecord(records, 'exit', exitDate))
  ) {
    throw new DuplicateEntryError({ entryDate, exitDate: exitDate ?? entryDate });
  }
}

/**
 * Refuses (409) a visit from `entryDate` to `exitDate` whose days overlap one of the user's visits
 * (SPEC §3 pairing; schengen-rules' `overlappingVisit`: an ongoing visit covers its entry day up to
 * today), or that holds an exit with no entry before it: pairing would take that exit as the
 * visit's own. The newest clash is named.
 */
export function assertNoOverlap(
  records: readonly TravelEntryEntity[],
  entryDate: IsoDate,
  exitDate: IsoDate,
  today: IsoDate,
): void {
  assertNoOverlapWith(knownVisitsOf(records, today), entryDate, exitDate, today);
}

/** The visits and orphaned exits of some records, for `assertNoOverlapWith`. */
export interface KnownVisits {
  visits: readonly Visit<RuleRecord>[];
  orphanExits: readonly RuleRecord[];
}

/** The visits (SPEC §3 pairing) and orphaned exits of `records`, computed once for many checks. */
export function knownVisitsOf(records: readonly TravelEntryEntity[], today: IsoDate): KnownVisits {
  return {
    visits: visitsOf(records, today),
    orphanExits: findOrphanExits(toRuleRecords(records)),
  };
}

/** `assertNoOverlap` against visits already paired (`knownVisitsOf`): the import's many checks. */
export function assertNoOverlapWith(
  known: KnownVisits,
  entryDate: IsoDate,
  exitDate: IsoDate,
  today: IsoDate,
): void {
  const clash = overlappingVisit(known.visits, { start: entryDate, end: exitDate }, today);
  if (clash) {
    throw new OverlappingVisitError({ entryDate: clash.entryDate, exitDate: clash.exitDate });
  }
  const orphan = known.orphanExits.find(
    (exit) =>
      compareIsoDates(entryDate, exit.entry_date) <= 0 &&
      compareIsoDates(exit.entry_date, exitDate) <= 0,
  );
  if (orphan) throw new OrphanExitInsideError(orphan.entry_date);
}

/** The 409 message naming an exit with no entry inside a new visit. */
export function orphanExitInsideMessage(exitDate: IsoDate): string {
  return `You have an exit with no entry recorded on ${exitDate}, inside this visit. Delete it (or clean up orphaned entries) first.`;
}

/**
 * A new visit holding an exit with no entry before it (409, 'TRAVEL_OVERLAPPING_VISIT'): pairing
 * would take that exit as the visit's own. `details` holds `{ exitDate }`.
 */
export class OrphanExitInsideError extends ConflictError {
  constructor(readonly exitDate: IsoDate) {
    super(orphanExitInsideMessage(exitDate), {
      code: 'TRAVEL_OVERLAPPING_VISIT',
      details: { exitDate },
    });
  }
}

/**
 * SPEC's two-call form, one record at a time: refuses (409, naming the visit) an entry record dated
 * on a day one of the user's visits already holds (schengen-rules' `visitOn`). For a moved entry
 * (`movedEntryId`), its own visit does not count. A new visit's exit comes in its own call, so
 * only the entry day is known here; an older visit may still be added while a later one is ongoing.
 */
export function assertEntryOutsideVisits(
  records: readonly TravelEntryEntity[],
  entryDate: IsoDate,
  today: IsoDate,
  movedEntryId?: string,
): void {
  const others = visitsOf(records, today).filter((visit) => visit.entry.id !== movedEntryId);
  const holding = visitOn(others, entryDate, today);
  if (holding) {
    throw new OverlappingVisitError({ entryDate: holding.entryDate, exitDate: holding.exitDate });
  }
}

/**
 * SPEC's two-call form: refuses (409, naming the other visit) moving an exit record to `exitDate`
 * when the visit it then closes (SPEC §3 pairing of the records after the move) would overlap
 * another of the user's visits. An exit that closes no visit is left to the orphan clean-up.
 */
export function assertMovedExitKeepsVisitApart(
  records: readonly TravelEntryEntity[],
  exit: TravelEntryEntity,
  exitDate: IsoDate,
  today: IsoDate,
): void {
  const moved: TravelEntryEntity = { ...exit, entryDate: exitDate };
  const visits = visitsOf(
    records.map((record) => (record.id === exit.id ? moved : record)),
    today,
  );
  const own = visits.find((visit) => visit.exit?.id === exit.id);
  if (!own) return;
  const clash = overlappingVisit(
    visits.filter((visit) => visit !== own),
    visitRange(own, today),
    today,
  );
  if (clash) {
    throw new OverlappingVisitError({ entryDate: clash.entryDate, exitDate: clash.exitDate });
  }
}
