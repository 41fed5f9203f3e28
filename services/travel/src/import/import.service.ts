import { Inject, Injectable } from '@nestjs/common';

import {
  ENTRY_CREATED_TOPIC,
  ValidationError,
  type ImportEntriesRpcRequest,
  type ImportResultDto,
  type ImportVisitDto,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { recordEvents, type PendingEvent } from '@app/persistence';

import { EntriesService } from '../entries/entries.service';
import { entryEvent, visitEvent, type ChangeContext } from '../entries/entry-events';
import type { TravelEntryEntity } from '../entries/travel-entry.entity';
import { daysUsedOf, type NewRecord } from '../entries/travel-history';
import { parseVisitsCsv, type CsvVisit } from './parse-visits-csv';
import { planImport, type ImportPlan } from './plan-import';

/** How many bad lines the 400 of a real import names in its message (all are in `details`). */
const LINES_NAMED = 5;

function toVisitDto(visit: CsvVisit): ImportVisitDto {
  return {
    line: visit.line,
    entry_date: visit.entryDate,
    exit_date: visit.exitDate,
    country: visit.country,
    notes: visit.notes,
  };
}

function toResult(plan: ImportPlan, dryRun: boolean): ImportResultDto {
  return {
    dry_run: dryRun,
    added: plan.added.map(toVisitDto),
    duplicates: plan.duplicates.map(({ visit, ...problem }) => ({
      ...toVisitDto(visit),
      ...problem,
    })),
    errors: plan.errors,
  };
}

/** The 400 of a real import with bad lines: nothing is written. */
function badLinesError(plan: ImportPlan): ValidationError {
  const named = plan.errors.slice(0, LINES_NAMED).map((e) => `line ${e.line}: ${e.message}`);
  const more = plan.errors.length - named.length;
  return new ValidationError(
    [{ field: 'csv', messages: plan.errors.map((e) => `Line ${e.line}: ${e.message}`) }],
    `Nothing was imported: the file has ${plan.errors.length} bad line${plan.errors.length === 1 ? '' : 's'} (${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}). Correct them and import again.`,
  );
}

/**
 * Visits from a CSV file (issue #22, "Never retyped"): parsed outside the lock, then planned
 * against the user's records (`planImport`: the one-by-one rules) and, unless a dry run, written
 * in one transaction under the user's lock: every visit added, or none when any line is bad
 * (400). Each added visit records the events recording it one by one does (`travel.entry.created.v1`
 * for each record, `travel.visit.recorded.v1` for a completed visit) in the same transaction.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly entries: EntriesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async import(request: ImportEntriesRpcRequest): Promise<ImportResultDto> {
    const parsed = parseVisitsCsv(request.csv);
    const dryRun = request.dry_run === true;
    const now = this.clock();
    return this.entries.inUserTransaction(
      request,
      async (manager, stored, today) => {
        const plan = planImport(stored.all, parsed, { userId: request.userId, today });
        if (dryRun) return toResult(plan, true);
        if (plan.errors.length > 0) throw badLinesError(plan);
        const inserted = await stored.insert(
          plan.added.flatMap((visit) => newRecords(visit, request.userId)),
        );
        const context = {
          at: now,
          daysUsed: daysUsedOf(stored.all, today, stored.excludedPeriods),
          traveller: stored.traveller,
        };
        await recordEvents(manager, eventsOf(plan.added, inserted, context));
        return toResult(plan, false);
      },
      (result) => !result.dry_run && result.added.length > 0,
    );
  }
}

/** The entry (and exit, unless ongoing) of a visit, as recording it one by one stores them. */
function newRecords(visit: CsvVisit, userId: string): NewRecord[] {
  const fields = { userId, country: visit.country, notes: visit.notes };
  return [
    { ...fields, entryType: 'entry', entryDate: visit.entryDate },
    ...(visit.exitDate === null
      ? []
      : [{ ...fields, entryType: 'exit' as const, entryDate: visit.exitDate }]),
  ];
}

/** The events of the added visits, in order: the records' `created`, then the visit's. */
function eventsOf(
  visits: readonly CsvVisit[],
  inserted: readonly TravelEntryEntity[],
  context: ChangeContext,
): PendingEvent[] {
  const events: PendingEvent[] = [];
  let next = 0;
  for (const visit of visits) {
    const entry = inserted[next++]!;
    events.push(entryEvent(ENTRY_CREATED_TOPIC, entry, context));
    if (visit.exitDate === null) continue;
    const exit = inserted[next++]!;
    events.push(
      entryEvent(ENTRY_CREATED_TOPIC, exit, context),
      visitEvent({ entry, exit }, context),
    );
  }
  return events;
}
