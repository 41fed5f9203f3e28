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

/**
 * The Redis key of the list the travel service built in a change's transaction, tagged with the
 * token that change set (`travelListCopy`): the gateway's next read takes it from there instead of
 * asking the travel service, but only while that token is current (docs/adr/0014). The service
 * writes it only when no other token was set between its read of the token (before its records
 * were loaded) and its own, so that a copy tagged with the current token is never older than any
 * change whose token was set. The copy names its traveller (`travelListCopy`): a read of another
 * traveller of the user never takes it (ADR 0034).
 *
 * @example
 * travelListCopyKey('staging:', userId) // → 'staging:travel:list-copy:<userId>'
 */
export function travelListCopyKey(redisKeyPrefix: string, userId: string): string {
  return `${redisKeyPrefix}travel:list-copy:${userId}`;
}

/** The traveller a list belongs to: their id, and whether they are the account holder's. */
export interface ListTraveller {
  id: string;
  isAccountHolder: boolean;
}

/**
 * The value at `travelListCopyKey`: the token, a newline, the traveller whose list it is (their
 * id, then ` holder` for the account holder's), a newline, the JSON text of TravelEntryDto[].
 * The key is the user's (one copy: the list of the traveller the user's last change was about).
 */
export function travelListCopy(version: string, traveller: ListTraveller, json: string): string {
  return `${version}\n${traveller.id}${traveller.isAccountHolder ? ' holder' : ''}\n${json}`;
}

/**
 * The JSON text of a `travelListCopy` value when it is tagged with `version` and is the list of
 * `travellerId` (undefined: the account holder's traveller), else null.
 */
export function readTravelListCopy(
  value: string | null,
  version: string,
  travellerId: string | undefined,
): string | null {
  if (value === null || !value.startsWith(`${version}\n`)) return null;
  const tagEnd = value.indexOf('\n', version.length + 1);
  if (tagEnd < 0) return null;
  const [id, holder] = value.slice(version.length + 1, tagEnd).split(' ');
  const matches = travellerId === undefined ? holder === 'holder' : id === travellerId;
  return matches ? value.slice(tagEnd + 1) : null;
}
