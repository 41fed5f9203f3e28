import type { EntityManager, Repository } from 'typeorm';

import { NotFoundError, type UserDto } from '@app/contracts';
import { quoteTablePath } from '@app/persistence';

import { UserEntity } from './user.entity';

type Users = Repository<UserEntity> | EntityManager;

function repositoryOf(source: Users): Repository<UserEntity> {
  return 'getRepository' in source ? source.getRepository(UserEntity) : source;
}

/** The account `id`; `NotFoundError` (404) when there is none (deleted meanwhile). */
export async function getUser(source: Users, id: string): Promise<UserEntity> {
  const user = await repositoryOf(source).findOneBy({ id });
  if (!user) throw new NotFoundError('User', id);
  return user;
}

/** The account with this e-mail address, ignoring case (uses `users_email_lower_key`). */
export function findUserByEmail(source: Users, email: string): Promise<UserEntity | null> {
  return repositoryOf(source)
    .createQueryBuilder('user')
    .where('lower(user.email) = lower(:email)', { email: email.trim() })
    .getOne();
}

/**
 * The account a sign-in name points at: an e-mail address (it has an '@', which usernames never
 * have) matched ignoring case, otherwise a username matched exactly as written.
 */
export function findUserBySignInName(source: Users, name: string): Promise<UserEntity | null> {
  if (name.includes('@')) return findUserByEmail(source, name);
  return repositoryOf(source).findOneBy({ username: name });
}

/** A user row as `USER_DTO_COLUMNS` reads it: a UserDto's fields, the creation time as a Date. */
type UserDtoRow = Omit<UserDto, 'created_at'> & { created_at: Date };

/** What a UserDto shows, in its formats (passport dates as calendar days) and order. */
const USER_DTO_COLUMNS = `id, username, first_name, last_name, email, timezone, email_reminders,
  weekly_summaries, product_updates, has_donated, login_count,
  to_char(passport_issue_date, 'YYYY-MM-DD') AS passport_issue_date,
  to_char(passport_expiry_date, 'YYYY-MM-DD') AS passport_expiry_date, created_at, role,
  CASE WHEN pending_email_expires_at > now() THEN pending_email END AS pending_email, language,
  ees_registered, ees_notice_shown,
  to_char(insurance_start_date, 'YYYY-MM-DD') AS insurance_start_date,
  to_char(insurance_end_date, 'YYYY-MM-DD') AS insurance_end_date,
  to_char(etias_applied_date, 'YYYY-MM-DD') AS etias_applied_date, etias_received,
  to_char(etias_valid_until, 'YYYY-MM-DD') AS etias_valid_until`;

/** The row as `toUserDto` shows the entity (same fields, order and formats). */
function userDtoOf(row: UserDtoRow): UserDto {
  return { ...row, created_at: row.created_at.toISOString() };
}

function usersTable(manager: EntityManager): string {
  return quoteTablePath(manager.connection.getMetadata(UserEntity).tablePath);
}

/**
 * The account as a UserDto, or null: one plain SELECT (the current user is read after every
 * change of the account, and its TypeORM query building cost more than the query). With
 * `forUpdate`, the row stays locked until the transaction of `manager` ends.
 */
export async function findUserDto(
  manager: EntityManager,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserDto | null> {
  const lock = options.forUpdate === true ? ' FOR UPDATE' : '';
  const rows: UserDtoRow[] = await manager.query(
    `SELECT ${USER_DTO_COLUMNS} FROM ${usersTable(manager)} WHERE id = $1${lock}`,
    [userId],
  );
  return rows[0] === undefined ? null : userDtoOf(rows[0]);
}

/**
 * Sets `changes` (entity properties) on the account and answers it as it is then, in one UPDATE …
 * RETURNING; null when there is no such account. A unique index's violation (an e-mail another
 * account holds) passes on as Postgres raised it.
 */
export async function updateUserDto(
  manager: EntityManager,
  userId: string,
  changes: Partial<UserEntity>,
): Promise<UserDto | null> {
  const metadata = manager.connection.getMetadata(UserEntity);
  const assigned = Object.entries(changes).map(([property, value]) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (column === undefined) throw new Error(`UserEntity has no property ${property}`);
    return [`"${column.databaseName}"`, value] as const;
  });
  if (assigned.length === 0) return findUserDto(manager, userId);
  // A SELECT over the UPDATE: TypeORM answers an UPDATE's rows as [rows, count].
  const rows: UserDtoRow[] = await manager.query(
    `WITH updated AS (
       UPDATE ${usersTable(manager)}
          SET ${assigned.map(([column], index) => `${column} = $${index + 2}`).join(', ')}
        WHERE id = $1
        RETURNING ${USER_DTO_COLUMNS}
     )
     SELECT * FROM updated`,
    [userId, ...assigned.map(([, value]) => value)],
  );
  return rows[0] === undefined ? null : userDtoOf(rows[0]);
}
