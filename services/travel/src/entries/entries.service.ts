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
  type TravellerRpcRequest,
  type UpdateEntryRpcRequest,
} from '@app/contracts';
import { findOrphanExits, type IsoDate } from '@app/schengen-rules';
import { CLOCK, type Clock } from '@app/nest-core';
import { recordEvents } from '@app/persistence';

import { todayOf } from '../common/today';
import { UserToday } from '../time-zones/user-today';
import { resolveTraveller } from '../travellers/resolve-traveller';
import { listAccountPeriods } from '../excluded-periods/excluded-period-rows';
import { listTravellerDetails } from '../travellers/traveller-details.service';
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
  type RecordsScope,
} from './travel-history';

/** Who a change is for: the signed-in user and one of their travellers (absent: the holder's). */
export interface TravellerOfUser {
  userId: string;
  travellerId?: string;
}

/**
 * The travel records of the signed-in user's travellers (SPEC §7 travel calls, per traveller:
 * ADR 0034): list, create, update, delete and the clean-up of orphaned exits. Every call checks
 * ownership (another account's traveller, or another traveller's record, is "not found"); every
 * change runs under the user's lock and records its event in the outbox of its transaction.
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

  async list({ userId, travellerId }: TravellerRpcRequest): Promise<TravelEntryDto[]> {
    const manager = this.dataSource.manager;
    const scope = await readScope(manager, userId, travellerId);
    return (await loadUserRecords(manager, userId, scope)).map(toTravelEntryDto);
  }

  /**
   * The travel part of the user's data export: the account's travellers, and every record as the
   * list shows it with the traveller it belongs to.
   */
  async exportUserData({ userId }: ExportUserDataRpcRequest): Promise<TravelUserDataDto> {
    const manager = this.dataSource.manager;
    // The account holder's traveller first (made when missing), then its details.
    const travellers = await listTravellers(manager, userId);
    const [details, records, periods] = await Promise.all([
      listTravellerDetails(manager, userId),
      loadUserRecords(manager, userId, 'account'),
      listAccountPeriods(manager, userId),
    ]);
    return {
      travellers,
      traveller_details: details,
      excluded_periods: periods,
      travel_entries: records.map((record) => ({
        ...toTravelEntryDto(record),
        traveller_id: record.travellerId,
      })),
    };
  }

  /** The same list as JSON text (see `TravelPatterns.ListEntriesJson`). */
  async listJson({ userId, travellerId }: TravellerRpcRequest): Promise<string> {
    const manager = this.dataSource.manager;
    return loadUserRecordsJson(manager, userId, await readScope(manager, userId, travellerId));
  }

  /**
   * Stores one record (SPEC's two-call form) after the range and duplicate (SPEC §5) checks; an
   * entry dated inside one of the user's visits is refused as an overlap (409).
   */
  async create(request: CreateEntryRpcRequest): Promise<TravelEntryDto> {
    const now = this.clock();
    return this.inUserTransaction(request, async (manager, stored, today) => {
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
      const daysUsed = daysUsedOf([...records, entry!], today, stored.excludedPeriods);
      const context = { at: now, daysUsed, traveller: stored.traveller };
      await recordEvents(manager, [entryEvent(ENTRY_CREATED_TOPIC, entry!, context)]);
      return toTravelEntryDto(entry!);
    });
  }

  /**
   * Changes one record's date, country or notes (SPEC's two-call form). Refused as an overlap
   * (409): an entry moved into another visit, or an exit moved so that its visit overlaps another.
   */
  async update(request: UpdateEntryRpcRequest): Promise<TravelEntryDto> {
    const now = this.clock();
    return this.inUserTransaction(request, async (manager, stored, today) => {
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
      const daysUsed = daysUsedOf(records, today, stored.excludedPeriods);
      const context = { at: now, daysUsed, traveller: stored.traveller };
      await recordEvents(manager, [entryEvent(ENTRY_UPDATED_TOPIC, entry, context)]);
      return toTravelEntryDto(entry);
    });
  }

  async delete(request: DeleteEntryRpcRequest): Promise<OkResult> {
    await this.deleteRecords(request, (records) => [ownRecord(records, request.id)]);
    return { ok: true };
  }

  /** Deletes the traveller's exits that have no entry on or before them (SPEC §4, schengen-rules). */
  async cleanup(request: TravellerRpcRequest): Promise<CleanupResultDto> {
    const deleted = await this.deleteRecords(request, (records) =>
      findOrphanExits(toRuleRecords(records)).map((record) => record.entity),
    );
    return { deletedCount: deleted };
  }

  /**
   * Deletes the records `choose` picks from the traveller's history (throwing to refuse; it may
   * change other rows of the transaction through `manager`, e.g. delete the traveller the records
   * go with), with one `travel.entry.deleted.v1` each carrying the days used once all are gone.
   * Returns the count.
   */
  async deleteRecords(
    who: TravellerOfUser,
    choose: (
      records: readonly TravelEntryEntity[],
      today: IsoDate,
      manager: EntityManager,
      stored: UserRecords,
    ) => TravelEntryEntity[] | Promise<TravelEntryEntity[]>,
  ): Promise<number> {
    const now = this.clock();
    return this.inUserTransaction(
      who,
      async (manager, stored, today) => {
        const doomed = await choose(stored.all, today, manager, stored);
        if (doomed.length === 0) return 0;
        await stored.delete(doomed);
        const context = {
          at: now,
          daysUsed: daysUsedOf(stored.all, today, stored.excludedPeriods),
          traveller: stored.traveller,
        };
        await recordEvents(
          manager,
          doomed.map((entry) => entryEvent(ENTRY_DELETED_TOPIC, entry, context)),
        );
        return doomed.length;
      },
      (deleted) => deleted > 0,
    );
  }

  /**
   * Runs `work` in a transaction holding the user's lock, with the traveller resolved
   * (`resolveTraveller`: the account holder's when `who` names none, NOT_FOUND for one that is not
   * the user's) and their records loaded (`UserRecords`, through which the work changes them), and
   * the user's today (in their profile time zone, read with the lock); once it has committed,
   * marks the user's list as changed (the gateway's list cache) and hands over the traveller's
   * list the change left, unless `hasChanged` says the work changed nothing. The list token is
   * read before the records are loaded (see `ListVersions`). A change costs: the lock (with the time
   * zone and the account holder's id), the traveller when named, the records, its writes (one INSERT, UPDATE or DELETE and one outbox
   * INSERT), COMMIT, then one Redis script.
   */
  async inUserTransaction<T>(
    { userId, travellerId }: TravellerOfUser,
    work: (manager: EntityManager, records: UserRecords, today: IsoDate) => Promise<T>,
    hasChanged: (result: T) => boolean = () => true,
  ): Promise<T> {
    // Sent at once; awaited (below) before the records are read.
    const previous = this.listVersions.current(userId);
    const [result, records] = await this.dataSource.transaction(async (manager) => {
      const locked = await lockUserRecords(manager, userId);
      const today = todayOf(this.clock, locked.timeZone);
      // The account holder's id comes with the lock; resolved (created when the account has no
      // holder yet) only when it did not, or when the call names a traveller.
      const traveller =
        travellerId === undefined && locked.holderId !== null
          ? { id: locked.holderId, isAccountHolder: true }
          : await resolveTraveller(manager, userId, travellerId);
      await previous;
      const stored = await UserRecords.load(manager, userId, traveller);
      return [await work(manager, stored, today), stored] as const;
    });
    if (hasChanged(result)) {
      const traveller = records.listTraveller;
      await this.listVersions.changed(
        userId,
        traveller ? { previous: await previous, traveller, json: records.listJson() } : undefined,
      );
    }
    return result;
  }
}

/**
 * Whose records a read lists: the account holder's without resolving (nothing is created by a
 * read), or the traveller named, checked to be the user's (NOT_FOUND otherwise).
 */
export async function readScope(
  manager: EntityManager,
  userId: string,
  travellerId: string | undefined,
): Promise<RecordsScope> {
  return travellerId === undefined
    ? 'account-holder'
    : resolveTraveller(manager, userId, travellerId);
}

/**
 * The traveller's record with this id, or NOT_FOUND (also for another user's record, or another
 * traveller's).
 */
export function ownRecord(records: readonly TravelEntryEntity[], id: string): TravelEntryEntity {
  const entry = records.find((record) => record.id === id);
  if (!entry) throw new NotFoundError('Travel entry', id);
  return entry;
}
