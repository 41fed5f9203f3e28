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

  /** Every record of any user, by entry_date then created_at. */
  list(request: AdminUserRpcRequest): Promise<TravelEntryDto[]> {
    assertAdminActor(request);
    return this.entries.list({ userId: request.userId });
  }

  /** One record of one user; NOT_FOUND when the user has no record with that id. */
  async delete(request: AdminEntryRpcRequest): Promise<OkResult> {
    assertAdminActor(request);
    await this.entries.deleteRecords(request.userId, (records) => [
      ownRecord(records, request.entryId),
    ]);
    return { ok: true };
  }

  /**
   * The orphaned exits of every user (schengen-rules' `findOrphanExits`, the same rule as the
   * user's own clean-up), one user's transaction at a time. Only users who may hold one are
   * visited: one grouped query picks those with an exit dated before their first entry (or
   * without any entry), so that at 100,000 users the call does not open a transaction for each of
   * them. The rule library still decides, inside each user's locked transaction, what is deleted.
   */
  async cleanupAll(request: AdminActorRpcRequest): Promise<AdminCleanupResultDto> {
    assertAdminActor(request);
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM travel_entries
       GROUP BY user_id
       HAVING min(entry_date) FILTER (WHERE entry_type = 'exit')
            < coalesce(min(entry_date) FILTER (WHERE entry_type = 'entry'), 'infinity'::date)`,
    );
    let totalDeleted = 0;
    let usersAffected = 0;
    for (const { user_id: userId } of rows) {
      const { deletedCount } = await this.entries.cleanup({ userId });
      totalDeleted += deletedCount;
      if (deletedCount > 0) usersAffected += 1;
    }
    return { totalDeleted, usersAffected };
  }
}
