import type { EntityManager } from 'typeorm';

import { NotFoundError, type ListTraveller } from '@app/contracts';

import { accountHolderOf } from './account-holder';
import { travellersTableOf } from './travellers-table';

/**
 * The traveller a call is about (issue #22, ADR 0034): `travellerId` when it is one of the
 * travellers of `userId`, else NOT_FOUND "Traveller not found" (also for another account's
 * traveller: nothing says it exists); absent, the account holder's (created when the account has
 * none yet, `accountHolderOf`). Run it inside the transaction that holds the user's lock
 * (`lockUserRecords`), so that the traveller cannot be deleted before the change commits: one
 * statement either way.
 *
 * @example
 * const traveller = await resolveTraveller(manager, request.userId, request.travellerId);
 */
export async function resolveTraveller(
  manager: EntityManager,
  userId: string,
  travellerId: string | undefined,
): Promise<ListTraveller> {
  const table = travellersTableOf(manager);
  if (travellerId === undefined) {
    const id = await accountHolderOf((sql, params) => manager.query(sql, params), table, userId);
    return { id, isAccountHolder: true };
  }
  const [row] = await manager.query<Array<{ id: string; is_account_holder: boolean }>>(
    `SELECT id, is_account_holder FROM ${table} WHERE id = $1 AND user_id = $2`,
    [travellerId, userId],
  );
  if (row === undefined) throw new NotFoundError('Traveller', travellerId);
  return { id: row.id, isAccountHolder: row.is_account_holder };
}
