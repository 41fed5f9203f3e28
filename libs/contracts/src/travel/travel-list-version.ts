/**
 * The Redis key holding a token that changes whenever a user's travel records change. The travel
 * service sets a fresh random token after each committed change; the gateway serves its cached
 * copy of the user's list only while the token it was cached under is still the current one.
 * Random tokens (not a counter) so that a lost key can never make an old copy look current.
 *
 * @example
 * travelListVersionKey('staging:', userId) // → 'staging:travel:list-version:<userId>'
 */
export function travelListVersionKey(redisKeyPrefix: string, userId: string): string {
  return `${redisKeyPrefix}travel:list-version:${userId}`;
}
