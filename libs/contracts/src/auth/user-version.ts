/**
 * The Redis key holding a token that changes whenever a user's account (what `UserDto` shows)
 * changes: the auth service sets a fresh random token after each committed change (profile,
 * preferences, sign-in count, donation flag, role, password, deletion) and before it answers; the
 * gateway serves its cached copy of the current user only while the token it was cached under is
 * still the current one (the scheme of `travelListVersionKey`, docs/adr/0014).
 *
 * @example
 * userVersionKey('staging:', userId) // → 'staging:auth:user-version:<userId>'
 */
export function userVersionKey(redisKeyPrefix: string, userId: string): string {
  return `${redisKeyPrefix}auth:user-version:${userId}`;
}
