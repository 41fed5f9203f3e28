import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  assertAdminActor,
  type AdminActorRpcRequest,
  type AdminCleanupResultDto,
  type AdminEntryRpcRequest,
  type AdminUserRpcRequest,
  type OkResult,
  type TravelEntryDto,
} from '@app/contracts';

import { EntriesService, ownRecord } from '../entries/entries.service';
import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { toTravelEntryDto } from '../entries/travel-entry.mapper';
import { loadUserRecords } from '../entries/travel-history';

/**
 * The admin console's calls on travel records (SPEC §6). Every change goes through
 * `EntriesService` (`inUserTransaction`: the user's lock, the outbox events and the gateway's
 * list-cache token, docs/adr/0008). The acting user's admin role is checked again here.
 */
@Injectable()
export class AdminEntriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entries: EntriesService,
  ) {}

  /** Every record of any user (all of the account's travellers), by entry_date then created_at. */
  async list(request: AdminUserRpcRequest): Promise<TravelEntryDto[]> {
    assertAdminActor(request);
    const records = await loadUserRecords(this.dataSource.manager, request.userId, 'account');
    return records.map(toTravelEntryDto);
  }

  /**
   * One record of one user (of whichever of the account's travellers it is); NOT_FOUND when the
   * user has no record with that id.
   */
  async delete(request: AdminEntryRpcRequest): Promise<OkResult> {
    assertAdminActor(request);
    const record = await this.dataSource.getRepository(TravelEntryEntity).findOne({
      select: { travellerId: true },
      where: { id: request.entryId, userId: request.userId },
    });
    await this.entries.deleteRecords(
      { userId: request.userId, ...(record ? { travellerId: record.travellerId } : {}) },
      (records) => [ownRecord(records, request.entryId)],
    );
    return { ok: true };
  }

  /**
   * The orphaned exits of every traveller of every user (schengen-rules' `findOrphanExits`, the
   * same rule as the user's own clean-up), one traveller's transaction at a time. Only travellers
   * who may hold one are visited: one grouped query picks those with an exit dated before their
   * first entry (or without any entry), so that at 100,000 users the call does not open a
   * transaction for each of them. The rule library still decides, inside each locked transaction,
   * what is deleted.
   */
  async cleanupAll(request: AdminActorRpcRequest): Promise<AdminCleanupResultDto> {
    assertAdminActor(request);
    const rows: { user_id: string; traveller_id: string }[] = await this.dataSource.query(
      `SELECT user_id, traveller_id FROM travel_entries
       GROUP BY user_id, traveller_id
       HAVING min(entry_date) FILTER (WHERE entry_type = 'exit')
            < coalesce(min(entry_date) FILTER (WHERE entry_type = 'entry'), 'infinity'::date)`,
    );
    let totalDeleted = 0;
    const usersAffected = new Set<string>();
    for (const { user_id: userId, traveller_id: travellerId } of rows) {
      const { deletedCount } = await this.entries.cleanup({ userId, travellerId });
      totalDeleted += deletedCount;
      if (deletedCount > 0) usersAffected.add(userId);
    }
    return { totalDeleted, usersAffected: usersAffected.size };
  }
}
