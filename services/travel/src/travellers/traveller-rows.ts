import type { EntityManager } from 'typeorm';

import type { TravellerDto } from '@app/contracts';

import { accountHolderOf } from './account-holder';
import { travellersTableOf } from './travellers-table';

/** A `travellers` row as the API shows it. */
export interface TravellerRow {
  id: string;
  name: string;
  is_account_holder: boolean;
}

export const TRAVELLER_COLUMNS = 'id, name, is_account_holder';

/**
 * The account's travellers, the account holder's first (created when missing), then the others by
 * creation: the list of `GET /api/travellers` and of the user's data export.
 */
export async function listTravellers(
  manager: EntityManager,
  userId: string,
): Promise<TravellerDto[]> {
  const table = travellersTableOf(manager);
  await accountHolderOf((sql, params) => manager.query(sql, params), table, userId);
  const rows: TravellerRow[] = await manager.query(
    `SELECT ${TRAVELLER_COLUMNS} FROM ${table} WHERE user_id = $1
      ORDER BY is_account_holder DESC, created_at, id`,
    [userId],
  );
  return rows.map(toTravellerDto);
}

export function toTravellerDto(row: TravellerRow): TravellerDto {
  return { id: row.id, name: row.name, is_account_holder: row.is_account_holder };
}
