import { SCHENGEN_MEMBERSHIP, type SchengenMembership } from '../countries/schengen-membership';

import { toDay } from './day-number';

const BY_KEY = new Map<string, SchengenMembership>();
/** `countsFrom` as a day number (null: never), read once: every stay of every count looks it up. */
const START_DAY = new Map<SchengenMembership, number | null>();
for (const membership of SCHENGEN_MEMBERSHIP) {
  BY_KEY.set(membership.code, membership);
  BY_KEY.set(membership.name, membership);
  START_DAY.set(membership, membership.countsFrom === null ? null : toDay(membership.countsFrom));
}

/**
 * The membership entry of a country given as an ISO 3166-1 alpha-2 code (`'HR'`) or as the
 * English name a travel entry stores (`'Croatia'`), exact spelling. `null` for no country (absent,
 * null or empty). Throws `RangeError` for a country the table does not know.
 */
export function membershipOf(country: string | null | undefined): SchengenMembership | null {
  if (country === null || country === undefined || country === '') return null;
  const membership = BY_KEY.get(country);
  if (!membership) {
    throw new RangeError(
      `Unknown country ${JSON.stringify(country)}: expected the ISO 3166-1 alpha-2 code or the English name of a Schengen state, Cyprus or Ireland`,
    );
  }
  return membership;
}

/** Day number from which a stay in `country` counts: -Infinity without a country, null never. */
export function countingStartDay(country: string | null | undefined): number | null {
  const membership = membershipOf(country);
  return membership === null ? Number.NEGATIVE_INFINITY : START_DAY.get(membership)!;
}
