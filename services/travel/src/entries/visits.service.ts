import { Inject, Injectable } from '@nestjs/common';

import {
  ENTRY_CREATED_TOPIC,
  NotFoundError,
  type DeleteVisitRpcRequest,
  type OkResult,
  type RecordVisitResultDto,
  type RecordVisitRpcRequest,
} from '@app/contracts';

import { CLOCK, type Clock } from '../common/clock';
import { todayOf } from '../common/today';
import { EntriesService, ownRecord } from './entries.service';
import { recordEntryEvent, recordVisitEvent } from './entry-events';
import { assertDatesInRange, assertNoDuplicateVisit, assertNoOverlap } from './entry-rules';
import { TravelEntryEntity } from './travel-entry.entity';
import { toTravelEntryDto } from './travel-entry.mapper';
import { daysUsedOf } from './travel-history';

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
    const today = todayOf(this.clock);
    assertDatesInRange(
      [
        ['entry_date', 'Entry date', request.entry_date],
        ['exit_date', 'Exit date', request.exit_date],
      ],
      today,
    );
    return this.entries.inUserTransaction(request.userId, async (manager, records) => {
      assertNoDuplicateVisit(records, request.entry_date, request.exit_date);
      assertNoOverlap(records, request.entry_date, request.exit_date, today);
      const fields = {
        userId: request.userId,
        country: request.country ?? null,
        notes: request.notes ?? null,
      };
      const entry = await manager.save(
        manager.create(TravelEntryEntity, {
          ...fields,
          entryType: 'entry',
          entryDate: request.entry_date,
        }),
      );
      const exit = await manager.save(
        manager.create(TravelEntryEntity, {
          ...fields,
          entryType: 'exit',
          entryDate: request.exit_date,
        }),
      );
      const context = { at: now, daysUsed: daysUsedOf([...records, entry, exit], today) };
      await recordEntryEvent(manager, ENTRY_CREATED_TOPIC, entry, context);
      await recordEntryEvent(manager, ENTRY_CREATED_TOPIC, exit, context);
      await recordVisitEvent(manager, { entry, exit }, context);
      return { entry: toTravelEntryDto(entry), exit: toTravelEntryDto(exit) };
    });
  }

  /** Deletes the entry record and, when given, the exit record, together; both must be the user's. */
  async delete(request: DeleteVisitRpcRequest): Promise<OkResult> {
    await this.entries.deleteRecords(request.userId, (records) => {
      const entry = ownRecord(records, request.entryId);
      if (entry.entryType !== 'entry') throw new NotFoundError('Travel entry', request.entryId);
      if (request.exitId === undefined) return [entry];
      const exit = ownRecord(records, request.exitId);
      if (exit.entryType !== 'exit') throw new NotFoundError('Travel entry', request.exitId);
      return [entry, exit];
    });
    return { ok: true };
  }
}
