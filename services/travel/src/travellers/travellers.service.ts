import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  ConflictError,
  NotFoundError,
  TRAVELLERS_MAX_PER_ACCOUNT,
  ValidationError,
  type CreateTravellerRpcRequest,
  type DeleteTravellerRpcRequest,
  type OkResult,
  type RenameTravellerRpcRequest,
  type TravelUserRpcRequest,
  type TravellerDto,
} from '@app/contracts';

import { EntriesService } from '../entries/entries.service';
import { lockUserRecords } from '../entries/travel-history';
import { accountHolderOf } from './account-holder';
import {
  listTravellers,
  toTravellerDto,
  TRAVELLER_COLUMNS,
  type TravellerRow,
} from './traveller-rows';
import { travellersTableOf } from './travellers-table';

/** The 409 of deleting the account holder's traveller. */
export const ACCOUNT_HOLDER_UNDELETABLE_MESSAGE =
  "The account holder's traveller cannot be deleted. To remove all of your data, delete your account.";

/**
 * An account's travellers (issue #22): the account holder's (created when missing, never deleted)
 * and the ones the user adds, renames and deletes (with their records, under the user's lock, with
 * a `travel.entry.deleted.v1` per record as any deletion). Another account's traveller is "not
 * found".
 */
@Injectable()
export class TravellersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entries: EntriesService,
  ) {}

  /** The account holder's traveller first, then the others by creation. */
  list({ userId }: TravelUserRpcRequest): Promise<TravellerDto[]> {
    return listTravellers(this.dataSource.manager, userId);
  }

  /** Adds a traveller; refused (400) past `TRAVELLERS_MAX_PER_ACCOUNT`. */
  create({ userId, name }: CreateTravellerRpcRequest): Promise<TravellerDto> {
    return this.dataSource.transaction(async (manager) => {
      await lockUserRecords(manager, userId);
      const table = travellersTableOf(manager);
      await accountHolderOf((sql, params) => manager.query(sql, params), table, userId);
      const [count] = await manager.query<Array<{ count: string }>>(
        `SELECT count(*) FROM ${table} WHERE user_id = $1`,
        [userId],
      );
      if (Number(count?.count) >= TRAVELLERS_MAX_PER_ACCOUNT) {
        throw new ValidationError([
          {
            field: 'name',
            messages: [
              `An account holds at most ${TRAVELLERS_MAX_PER_ACCOUNT} travellers. Delete one before adding another.`,
            ],
          },
        ]);
      }
      const [row] = await manager.query<TravellerRow[]>(
        `INSERT INTO ${table} (user_id, name) VALUES ($1, $2) RETURNING ${TRAVELLER_COLUMNS}`,
        [userId, name],
      );
      return toTravellerDto(row!);
    });
  }

  async rename({ userId, id, name }: RenameTravellerRpcRequest): Promise<TravellerDto> {
    const manager = this.dataSource.manager;
    const [rows] = await manager.query<[TravellerRow[], number]>(
      `UPDATE ${travellersTableOf(manager)} SET name = $3 WHERE id = $1 AND user_id = $2
       RETURNING ${TRAVELLER_COLUMNS}`,
      [id, userId, name],
    );
    const row = rows[0];
    if (row === undefined) throw new NotFoundError('Traveller', id);
    return toTravellerDto(row);
  }

  /** Deletes a traveller and their records in one transaction (not the account holder's: 409). */
  async delete({ userId, id }: DeleteTravellerRpcRequest): Promise<OkResult> {
    // The traveller is resolved (NOT_FOUND unless the user's) with their records.
    await this.entries.deleteRecords(
      { userId, travellerId: id },
      async (records, _t, manager, stored) => {
        if (stored.traveller?.isAccountHolder !== false) {
          throw new ConflictError(ACCOUNT_HOLDER_UNDELETABLE_MESSAGE, {
            code: 'TRAVEL_ACCOUNT_HOLDER_UNDELETABLE',
          });
        }
        // The records go with the row (ON DELETE CASCADE); the caller deletes them from its copy
        // and records their events. The change leaves no list: that traveller is gone.
        await manager.query(`DELETE FROM ${travellersTableOf(manager)} WHERE id = $1`, [id]);
        stored.travellerDeleted();
        return [...records];
      },
    );
    return { ok: true };
  }
}
