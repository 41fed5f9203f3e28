import { QueryFailedError } from 'typeorm';

/**
 * Tells whether a database error is a unique violation (SQLSTATE 23505) of the named constraint
 * or unique index, so that a race lost to a concurrent insert maps to the same coded error as the
 * friendly pre-check.
 *
 * @example
 * if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken();
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}
