import type { EntityManager } from 'typeorm';

import {
  type ExcludedPeriodDto,
  type NotificationExcludedPeriodDto,
  toRuleExcludedPeriod,
} from '@app/contracts';
import { quoteTablePath } from '@app/persistence';
import type { ExcludedPeriod } from '@app/schengen-rules';

import { travellersTableOf } from '../travellers/travellers-table';
import { ExcludedPeriodEntity } from './excluded-period.entity';

/** The columns of an `ExcludedPeriodDto`, dates as `YYYY-MM-DD`. */
export const EXCLUDED_PERIOD_COLUMNS = `id, traveller_id, to_char(from_date, 'YYYY-MM-DD') AS "from",
  to_char(to_date, 'YYYY-MM-DD') AS "to", issuing_state, kind`;

/** The quoted `excluded_periods` table (the service's schema). */
export function excludedPeriodsTableOf(manager: EntityManager): string {
  return quoteTablePath(manager.connection.getMetadata(ExcludedPeriodEntity).tablePath);
}

/** A traveller's periods, by start then creation. */
export function listTravellerPeriods(
  manager: EntityManager,
  userId: string,
  travellerId: string,
): Promise<ExcludedPeriodDto[]> {
  return manager.query<ExcludedPeriodDto[]>(
    `SELECT ${EXCLUDED_PERIOD_COLUMNS} FROM ${excludedPeriodsTableOf(manager)}
      WHERE user_id = $1 AND traveller_id = $2 ORDER BY from_date, created_at, id`,
    [userId, travellerId],
  );
}

/** Every period of the account (the data export), by traveller, start and creation. */
export function listAccountPeriods(
  manager: EntityManager,
  userId: string,
): Promise<ExcludedPeriodDto[]> {
  return manager.query<ExcludedPeriodDto[]>(
    `SELECT ${EXCLUDED_PERIOD_COLUMNS} FROM ${excludedPeriodsTableOf(manager)}
      WHERE user_id = $1 ORDER BY from_date, created_at, id`,
    [userId],
  );
}

/** A traveller's periods in the shape `@app/schengen-rules` counts with. */
export async function travellerPeriods(
  manager: EntityManager,
  userId: string,
  travellerId: string,
): Promise<ExcludedPeriod[]> {
  return (await listTravellerPeriods(manager, userId, travellerId)).map(toRuleExcludedPeriod);
}

/**
 * The account holder's periods in the shape `@app/schengen-rules` counts with, found without
 * resolving the holder (a read creates nothing): none when the account has no holder yet.
 */
export async function accountHolderPeriods(
  manager: EntityManager,
  userId: string,
): Promise<ExcludedPeriod[]> {
  const rows = await manager.query<ExcludedPeriodDto[]>(
    `SELECT ${EXCLUDED_PERIOD_COLUMNS} FROM ${excludedPeriodsTableOf(manager)}
      WHERE user_id = $1 AND traveller_id = (SELECT h.id FROM ${travellersTableOf(manager)} h
                                              WHERE h.user_id = $1 AND h.is_account_holder)
      ORDER BY from_date, created_at, id`,
    [userId],
  );
  return rows.map(toRuleExcludedPeriod);
}

/**
 * Every period of a batch of accounts (the reminders and weekly summaries of each of their
 * travellers: ADR 0034 part 5), each with its user, by user, start and creation.
 */
export function accountsPeriods(
  manager: EntityManager,
  userIds: readonly string[],
): Promise<NotificationExcludedPeriodDto[]> {
  return manager.query<NotificationExcludedPeriodDto[]>(
    `SELECT ${EXCLUDED_PERIOD_COLUMNS}, user_id FROM ${excludedPeriodsTableOf(manager)}
      WHERE user_id = ANY($1) ORDER BY user_id, from_date, created_at, id`,
    [userIds],
  );
}
