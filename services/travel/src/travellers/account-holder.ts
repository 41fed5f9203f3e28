import { ACCOUNT_HOLDER_TRAVELLER_NAME } from '@app/contracts';

/** Runs one parameterised statement and answers its rows (an `EntityManager` or a pg client). */
export type RunQuery = (sql: string, params: unknown[]) => Promise<Array<{ id: string }>>;

/**
 * The id of the account holder's traveller of `userId`, created (named
 * `ACCOUNT_HOLDER_TRAVELLER_NAME`) when the account has none yet: at sign-up
 * (`auth.user.registered.v1`), and for an account the travel schema had not seen before its first
 * travel call. One statement in the usual case; `table` is the quoted `travellers` table.
 */
export async function accountHolderOf(
  run: RunQuery,
  table: string,
  userId: string,
): Promise<string> {
  const rows = await run(
    `WITH created AS (
       INSERT INTO ${table} (user_id, name, is_account_holder) VALUES ($1, $2, true)
       ON CONFLICT (user_id) WHERE is_account_holder DO NOTHING
       RETURNING id)
     SELECT id FROM created
     UNION ALL SELECT id FROM ${table} WHERE user_id = $1 AND is_account_holder`,
    [userId, ACCOUNT_HOLDER_TRAVELLER_NAME],
  );
  const id = rows[0]?.id;
  if (id !== undefined) return id;
  // A concurrent creation committed after this statement's snapshot was taken: read it now.
  const [existing] = await run(`SELECT id FROM ${table} WHERE user_id = $1 AND is_account_holder`, [
    userId,
  ]);
  if (existing === undefined) throw new Error(`No account holder's traveller for ${userId}`);
  return existing.id;
}
