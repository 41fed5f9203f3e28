import { Inject, Injectable } from '@nestjs/common';

import {
  ConflictError,
  ENTRY_CREATED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  NotFoundError,
  ValidationError,
  type DeleteVisitRpcRequest,
  type OkResult,
  type RecordVisitResultDto,
  type RecordVisitRpcRequest,
  type UpdateVisitResultDto,
  type UpdateVisitRpcRequest,
} from '@app/contracts';
import { visitRange } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';
import { recordEvents } from '@app/persistence';

import { EntriesService, ownRecord } from './entries.service';
import { entryEvent, visitEvent } from './entry-events';
import {
  assertDatesInRange,
  assertNoDuplicateVisit,
  assertNoOverlap,
  type DateField,
} from './entry-rules';
import { TravelEntryEntity } from './travel-entry.entity';
import { toTravelEntryDto } from './travel-entry.mapper';
import { daysUsedOf, visitsOf } from './travel-history';

/** The 400 of a visit deletion whose exit is not the one paired with its entry. */
export const EXIT_NOT_OF_VISIT_MESSAGE =
  'exitId must be the exit of this visit (the exit paired with its entry)';

/**
 * The 400 of a completed visit's deletion without its exit (SPEC §7: the exit id is left out only
 * for an ongoing visit); deleting the entry alone would leave its exit orphaned.
 */
export const EXIT_ID_REQUIRED_MESSAGE =
  'This visit has an exit record, and deleting its entry alone would leave the exit behind, so nothing was deleted. Reload your travel history and delete the visit again (the exit id is needed: DELETE /api/travel-entries/visit/{entryId}/{exitId}).';

/** Whole visits: an entry and its exit recorded, or deleted, together (SPEC §5, §7). */
@Injectable()
export class VisitsService {
  constructor(
    private readonly entries: EntriesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores the entry and the exit in one transaction, after the range, duplicate (SPEC §5) and
   * overlap checks; country and notes go on both records. Records both records'
   * `travel.entry.created.v1` and `travel.visit.recorded.v1`.
   */
  async record(request: RecordVisitRpcRequest): Promise<RecordVisitResultDto> {
    const now = this.clock();
    return this.entries.inUserTransaction(request, async (manager, stored, today) => {
      const records = stored.all;
      assertDatesInRange(
        [
          ['entry_date', 'Entry date', request.entry_date],
          ['exit_date', 'Exit date', request.exit_date],
        ],
        today,
      );
      assertNoDuplicateVisit(records, request.entry_date, request.exit_date);
      assertNoOverlap(records, request.entry_date, request.exit_date, today);
      const fields = {
        userId: request.userId,
        country: request.country ?? null,
        notes: request.notes ?? null,
      };
      // One INSERT; the entry is created before the exit (their order on a one-day visit).
      const [entry, exit] = (await stored.insert([
        { ...fields, entryType: 'entry', entryDate: request.entry_date },
        { ...fields, entryType: 'exit', entryDate: request.exit_date },
      ])) as [TravelEntryEntity, TravelEntryEntity];
      const context = {
        at: now,
        daysUsed: daysUsedOf([...records, entry, exit], today, stored.excludedPeriods),
        traveller: stored.traveller,
      };
      await recordEvents(manager, [
        entryEvent(ENTRY_CREATED_TOPIC, entry, context),
        entryEvent(ENTRY_CREATED_TOPIC, exit, context),
        visitEvent({ entry, exit }, context),
      ]);
      return { entry: toTravelEntryDto(entry), exit: toTravelEntryDto(exit) };
    });
  }

  /**
   * Changes a visit's entry and exit in one transaction (beyond SPEC; SPEC §4 "Editing": country and
   * notes go on both). The visit is found by its entry record; its exit is the one SPEC §3's pairing
   * gives it now. The same duplicate, range and overlap checks as a new visit run against the
   * user's other records, and the change is refused if the new dates would pair the records
   * differently. An ongoing visit given an exit date gets its exit record. Records
   * `travel.entry.updated.v1` (and `created` for a new exit).
   */
  async update(request: UpdateVisitRpcRequest): Promise<UpdateVisitResultDto> {
    const now = this.clock();
    const exitDate = request.exit_date ?? null;
    const dates: DateField[] = [['entry_date', 'Entry date', request.entry_date]];
    if (exitDate !== null) dates.push(['exit_date', 'Exit date', exitDate]);
    return this.entries.inUserTransaction(request, async (manager, stored, today) => {
      const records = stored.all;
      assertDatesInRange(dates, today);
      const entry = ownRecord(records, request.entryId);
      if (entry.entryType !== 'entry') throw new NotFoundError('Travel entry', request.entryId);
      const exit = visitsOf(records, today).find((visit) => visit.entry.id === entry.id)?.exit;
      const oldExit = exit?.entity ?? null;
      if (oldExit && exitDate === null) {
        throw new ValidationError([
          {
            field: 'exit_date',
            messages: ['Exit date is required: this visit has an exit (delete the visit instead)'],
          },
        ]);
      }
      const others = records.filter(
        (record) => record.id !== entry.id && record.id !== oldExit?.id,
      );
      assertNoDuplicateVisit(others, request.entry_date, exitDate);
      const { end } = visitRange({ entryDate: request.entry_date, exitDate }, today);
      assertNoOverlap(others, request.entry_date, end, today);

      const shared = {
        country: request.country === undefined ? entry.country : request.country,
        notes: request.notes === undefined ? entry.notes : request.notes,
      };
      Object.assign(entry, { entryDate: request.entry_date, ...shared });
      let newExit: TravelEntryEntity | null = null;
      if (oldExit && exitDate !== null) {
        Object.assign(oldExit, { entryDate: exitDate, ...shared });
        await stored.update([entry, oldExit]);
      } else {
        await stored.update([entry]);
        if (exitDate !== null) {
          [newExit] = (await stored.insert([
            { userId: request.userId, entryType: 'exit', entryDate: exitDate, ...shared },
          ])) as [TravelEntryEntity];
        }
      }
      const exitRecord = oldExit ?? newExit;
      const after = [...others, entry, ...(exitRecord ? [exitRecord] : [])];
      const paired = visitsOf(after, today).find((visit) => visit.entry.id === entry.id);
      if ((paired?.exit?.id ?? null) !== (exitRecord?.id ?? null)) {
        // Rolled back with the transaction.
        throw new ConflictError(
          'These dates would mix this visit up with your other records. Choose dates that do not cross another visit.',
          { code: 'TRAVEL_OVERLAPPING_VISIT' },
        );
      }
      const context = {
        at: now,
        daysUsed: daysUsedOf(after, today, stored.excludedPeriods),
        traveller: stored.traveller,
      };
      await recordEvents(manager, [
        entryEvent(ENTRY_UPDATED_TOPIC, entry, context),
        ...(oldExit ? [entryEvent(ENTRY_UPDATED_TOPIC, oldExit, context)] : []),
        ...(newExit ? [entryEvent(ENTRY_CREATED_TOPIC, newExit, context)] : []),
      ]);
      return {
        entry: toTravelEntryDto(entry),
        exit: exitRecord ? toTravelEntryDto(exitRecord) : null,
      };
    });
  }

  /**
   * Deletes the entry record and, when given, the exit record, together; both must be the user's
   * (else 404), and the exit must be the one SPEC §3's pairing gives this entry (else 400, nothing
   * deleted): another visit's exit, or an exit given for an ongoing visit, is refused, and so is a
   * completed visit without its exit (SPEC §7: only an ongoing visit is deleted by its entry
   * alone), which would leave the exit orphaned.
   */
  async delete(request: DeleteVisitRpcRequest): Promise<OkResult> {
    await this.entries.deleteRecords(request, (records, today) => {
      const entry = ownRecord(records, request.entryId);
      if (entry.entryType !== 'entry') throw new NotFoundError('Travel entry', request.entryId);
      const paired = visitsOf(records, today).find((visit) => visit.entry.id === entry.id)?.exit;
      if (request.exitId === undefined) {
        if (paired) {
          throw new ValidationError([{ field: 'exitId', messages: [EXIT_ID_REQUIRED_MESSAGE] }]);
        }
        return [entry];
      }
      const exit = ownRecord(records, request.exitId);
      if (exit.entryType !== 'exit') throw new NotFoundError('Travel entry', request.exitId);
      if (paired?.id !== exit.id) {
        throw new ValidationError([{ field: 'exitId', messages: [EXIT_NOT_OF_VISIT_MESSAGE] }]);
      }
      return [entry, exit];
    });
    return { ok: true };
  }
}
