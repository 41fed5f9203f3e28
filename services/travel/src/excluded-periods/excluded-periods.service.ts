import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

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
import { resolveTraveller } from '../travellers/resolve-traveller';
import {
  EXCLUDED_PERIOD_COLUMNS,
  excludedPeriodsTableOf,
  listTravellerPeriods,
} from './excluded-period-rows';

/**
 * A traveller's residence permits and long-stay visas (issue #22, ADR 0036): listed, added and
 * deleted; the traveller is resolved as every travel call's (`resolveTraveller`: absent, the
 * account holder's), under the user's lock for a change; every count of the travel service reads
 * them. Another account's traveller or period is "not found", and nothing changes.
 */
@Injectable()
export class ExcludedPeriodsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list({ userId, travellerId }: ListExcludedPeriodsRpcRequest): Promise<ExcludedPeriodDto[]> {
    return this.dataSource.transaction(async (manager) => {
      const traveller = await resolveTraveller(manager, userId, travellerId);
      return listTravellerPeriods(manager, userId, traveller.id);
    });
  }

  /** Adds a period; refused (400) past `EXCLUDED_PERIODS_MAX_PER_TRAVELLER`. */
  create(request: CreateExcludedPeriodRpcRequest): Promise<ExcludedPeriodDto> {
    const { userId } = request;
    return this.dataSource.transaction(async (manager) => {
      await lockUserRecords(manager, userId);
      const { id: travellerId } = await resolveTraveller(manager, userId, request.travellerId);
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
