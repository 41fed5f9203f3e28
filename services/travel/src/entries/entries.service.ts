import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  NotFoundError,
  type CleanupResultDto,
  type CreateEntryRpcRequest,
  type DeleteEntryRpcRequest,
  type ExportUserDataRpcRequest,
  type OkResult,
  type TravelEntryDto,
  type TravelUserDataDto,
  type TravelUserRpcRequest,
  type UpdateEntryRpcRequest,
} from '@app/contracts';
import { findOrphanExits, type IsoDate } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';
import { recordEvents } from '@app/persistence';

import { todayOf } from '../common/today';
import { UserToday } from '../time-zones/user-today';
import { accountHolderOf } from '../travellers/account-holder';
import { travellersTableOf } from '../travellers/travellers-table';
import { listTravellers } from '../travellers/traveller-rows';
import { entryEvent } from './entry-events';
import { ListVersions } from './list-versions';
import {
  assertDatesInRange,
  assertEntryOutsideVisits,
  assertMovedExitKeepsVisitApart,
  assertNoDuplicateRecord,
} from './entry-rules';
import { TravelEntryEntity } from './travel-entry.entity';
import { toTravelEntryDto } from './travel-entry.mapper';
import {
  daysUsedOf,
  loadUserRecords,
  loadUserRecordsJson,
  lockUserRecords,
  toRuleRecords,
  UserRecords,
} from './travel-history';

/**
 * The signed-in user's travel records (SPEC §7 travel calls): list, create, update, delete and the
 * clean-up of orphaned exits. Every change checks ownership (another user's record is "not
 * found"), runs under the user's lock and records its event in the outbox of its transaction.
 * "Today" is the user's today in their profile time zone (`UserToday`).
 */
@Injectable()
export class EntriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly listVersions: ListVersions,
    private readonly userToday: UserToday,
  ) {}

  /** The user's today, in their profile time zone (UTC when unknown). */
  todayOf(userId: string): Promise<IsoDate> {
    return this.userToday.of(userId);
  }

  async list({ userId }: TravelUserRpcRequest): Promise<TravelEntryDto[]> {
    return (await loadUserRecords(this.dataSource.manager, userId)).map(toTravelEntryDto);
  }

  /**
   * The travel part of the user's data export: the account's travellers, and every record as the
   * list shows it with the traveller it belongs to.
   */
  async exportUserData({ userId }: ExportUserDataRpcRequest): Promise<TravelUserDataDto> {
    const manager = this.dataSource.manager;
    const [travellers, records] = await Promise.all([
      listTravellers(manager, userId),
      loadUserRecords(manager, userId),
    ]);
    return {
      travellers,
      travel_entries: records.map((record) => ({
        ...toTravelEntryDto(record),
        traveller_id: record.travellerId,
      })),
    };
  }

  /** The same list as JSON text (see `TravelPatterns.ListEntriesJson`). */
  listJson({ userId }: TravelUserRpcRequest): Promise<string> {
    return loadUserRecordsJson(this.dataSource.manager, userId);
  }

  /**
   * Stores one record (SPEC's two-call form) after the range and duplicate (SPEC §5) checks; an
   * entry dated inside one of the user's visits is refused as an overlap (409).
   */
  async create(request: CreateEntryRpcRequest): Promise<TravelEntryDto> {
    const now = this.clock();
    return this.inUserTransaction(request.userId, async (manager, stored, today) => {
      const records = stored.all;
      assertDatesInRange([['entry_date', 'Entry date', request.entry_date]], today);
      assertNoDuplicateRecord(records, request.entry_type, request.entry_date);
      if (request.entry_type === 'entry') {
        assertEntryOutsideVisits(records, request.entry_date, today);
      }
      const [entry] = await stored.insert([
        {
          userId: request.userId,
          entryType: request.entry_type,
          entryDate: request.entry_date,
          country: request.country ?? null,
          notes: request.notes ?? null,
        },
      ]);
      const daysUsed = daysUsedOf([...records, entry!], today);
      await recordEvents(manager, [entryEvent(ENTRY_CREATED_TOPIC, entry!, { at: now, daysUsed })]);
      return toTravelEntryDto(entry!);
    });
  }

  /**
   * Changes one record's date, country or notes (SPEC's two-call form). Refused as an overlap
   * (409): an entry moved into another visit, or an exit moved so that its visit overlaps another.
   */
  async update(request: UpdateEntryRpcRequest): Promise<TravelEntryDto> {
    const now = this.clock();
    return this.inUserTransaction(request.userId, async (manager, stored, today) => {
      const records = stored.all;
      assertDatesInRange([['entry_date', 'Entry date', request.entry_date]], today);
      const entry = ownRecord(records, request.id);
      assertNoDuplicateRecord(records, entry.entryType, request.entry_date, entry.id);
      if (entry.entryType === 'entry') {
        assertEntryOutsideVisits(records, request.entry_date, today, entry.id);
      } else {
        assertMovedExitKeepsVisitApart(records, entry, request.entry_date, today);
      }
      entry.entryDate = request.entry_date;
      if (request.country !== undefined) entry.country = request.country;
      if (request.notes !== undefined) entry.notes = request.notes;
      await stored.update([entry]);
      const daysUsed = daysUsedOf(records, today);
      await recordEvents(manager, [entryEvent(ENTRY_UPDATED_TOPIC, entry, { at: now, daysUsed })]);
      return toTravelEntryDto(entry);
    });
  }

  async delete(request: DeleteEntryRpcRequest): Promise<OkResult> {
    await this.deleteRecords(request.userId, (records) => [ownRecord(records, request.id)]);
    return { ok: true };
  }

  /** Deletes the user's exits that have no entry on or before them (SPEC §4, schengen-rules). */
  async cleanup({ userId }: TravelUserRpcRequest): Promise<CleanupResultDto> {
    const deleted = await this.deleteRecords(userId, (records) =>
      findOrphanExits(toRuleRecords(records)).map((record) => record.entity),
    );
    return { deletedCount: deleted };
  }

  /**
   * Deletes the records `choose` picks from the user's history (throwing to refuse; it may change
   * other rows of the transaction through `manager`, e.g. the traveller the records go with), with one
   * `travel.entry.deleted.v1` each carrying the days used once all are gone. Returns the count.
   */
  async deleteRecords(
    userId: string,
    choose: (
      records: readonly TravelEntryEntity[],
      today: IsoDate,
      manager: EntityManager,
    ) => TravelEntryEntity[] | Promise<TravelEntryEntity[]>,
  ): Promise<number> {
    const now = this.clock();
    return this.inUserTransaction(
      userId,
      async (manager, stored, today) => {
        const doomed = await choose(stored.all, today, manager);
        if (doomed.length === 0) return 0;
        await stored.delete(doomed);
        const daysUsed = daysUsedOf(stored.all, today);
        await recordEvents(
          manager,
          doomed.map((entry) => entryEvent(ENTRY_DELETED_TOPIC, entry, { at: now, daysUsed })),
        );
        return doomed.length;
      },
      (deleted) => deleted > 0,
    );
  }

  /**
   * Runs `work` in a transaction holding the user's lock, with the user's records loaded
   * (`UserRecords`, through which the work changes them) and their today (in their profile time
   * zone, read with the lock); once it has committed, marks the user's list as changed (the
   * gateway's list cache) and hands over the list the change left, unless `hasChanged` says the
   * work changed nothing. The list token is read before the records are loaded (see
   * `ListVersions`). A change costs: the lock (and time zone), the records, its writes (one
   * INSERT, UPDATE or DELETE and one outbox INSERT), COMMIT, then one Redis script.
   */
  async inUserTransaction<T>(
    userId: string,
    work: (manager: EntityManager, records: UserRecords, today: IsoDate) => Promise<T>,
    hasChanged: (result: T) => boolean = () => true,
  ): Promise<T> {
    // Sent at once; awaited (below) before the records are read.
    const previous = this.listVersions.current(userId);
    const [result, records] = await this.dataSource.transaction(async (manager) => {
      const { timeZone } = await lockUserRecords(manager, userId);
      const today = todayOf(this.clock, timeZone);
      const holderId = await accountHolderOf(
        (sql, params) => manager.query(sql, params),
        travellersTableOf(manager),
        userId,
      );
      await previous;
      const stored = await UserRecords.load(manager, userId, holderId);
      return [await work(manager, stored, today), stored] as const;
    });
    if (hasChanged(result)) {
      await this.listVersions.changed(userId, {
        previous: await previous,
        json: records.listJson(),
      });
    }
    return result;
  }
}

/** The user's record with this id, or NOT_FOUND (also for another user's record). */
export function ownRecord(records: readonly TravelEntryEntity[], id: string): TravelEntryEntity {
  const entry = records.find((record) => record.id === id);
  if (!entry) throw new NotFoundError('Travel entry', id);
  return entry;
}
