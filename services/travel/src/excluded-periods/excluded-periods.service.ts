import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  EXCLUDED_PERIODS_MAX_PER_TRAVELLER,
  NotFoundError,
  ValidationError,
  type CreateExcludedPeriodRpcRequest,
  type DeleteExcludedPeriodRpcRequest,
  type ExcludedPeriodDto,
  type ListExcludedPeriodsRpcRequest,
  type OkResult,
} from '@app/contracts';

import { lockUserRecords } from '../entries/travel-history';
import { accountHolderOf } from '../travellers/account-holder';
import { travellersTableOf } from '../travellers/travellers-table';
import {
  EXCLUDED_PERIOD_COLUMNS,
  excludedPeriodsTableOf,
  listTravellerPeriods,
} from './excluded-period-rows';

/**
 * A traveller's residence permits and long-stay visas (issue #22, ADR 0036): listed, added and
 * deleted under the user's lock; every count of the travel service reads them. Another account's
 * traveller or period is "not found", and nothing changes.
 */
@Injectable()
export class ExcludedPeriodsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list({ userId, traveller_id }: ListExcludedPeriodsRpcRequest): Promise<ExcludedPeriodDto[]> {
    return this.dataSource.transaction(async (manager) => {
      const travellerId = await travellerOf(manager, userId, traveller_id);
      return listTravellerPeriods(manager, userId, travellerId);
    });
  }

  /** Adds a period; refused (400) past `EXCLUDED_PERIODS_MAX_PER_TRAVELLER`. */
  create(request: CreateExcludedPeriodRpcRequest): Promise<ExcludedPeriodDto> {
    const { userId } = request;
    return this.dataSource.transaction(async (manager) => {
      await lockUserRecords(manager, userId);
      const travellerId = await travellerOf(manager, userId, request.traveller_id);
      const table = excludedPeriodsTableOf(manager);
      const [count] = await manager.query<Array<{ count: string }>>(
        `SELECT count(*) FROM ${table} WHERE traveller_id = $1`,
        [travellerId],
      );
      if (Number(count?.count) >= EXCLUDED_PERIODS_MAX_PER_TRAVELLER) {
        throw new ValidationError([
          {
            field: 'from',
            messages: [
              `A traveller holds at most ${EXCLUDED_PERIODS_MAX_PER_TRAVELLER} periods. Delete one before adding another.`,
            ],
          },
        ]);
      }
      const [row] = await manager.query<ExcludedPeriodDto[]>(
        `INSERT INTO ${table} (user_id, traveller_id, from_date, to_date, issuing_state, kind)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${EXCLUDED_PERIOD_COLUMNS}`,
        [userId, travellerId, request.from, request.to, request.issuing_state, request.kind],
      );
      return row!;
    });
  }

  async delete({ userId, id }: DeleteExcludedPeriodRpcRequest): Promise<OkResult> {
    const manager = this.dataSource.manager;
    const [, deleted] = await manager.query<[unknown[], number]>(
      `DELETE FROM ${excludedPeriodsTableOf(manager)} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (deleted === 0) throw new NotFoundError('Excluded period', id);
    return { ok: true };
  }
}

/**
 * The traveller a call names (absent: the account holder's, created when missing), or NOT_FOUND
 * for a traveller of another account.
 */
async function travellerOf(
  manager: EntityManager,
  userId: string,
  travellerId: string | undefined,
): Promise<string> {
  const table = travellersTableOf(manager);
  if (travellerId === undefined) {
    return accountHolderOf((sql, params) => manager.query(sql, params), table, userId);
  }
  const [row] = await manager.query<Array<{ id: string }>>(
    `SELECT id FROM ${table} WHERE id = $1 AND user_id = $2`,
    [travellerId, userId],
  );
  if (row === undefined) throw new NotFoundError('Traveller', travellerId);
  return row.id;
}
