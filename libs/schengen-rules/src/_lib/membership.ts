import { SCHENGEN_MEMBERSHIP, type SchengenMembership } from '../countries/schengen-membership';

import { toDay } from './day-number';

const BY_KEY = new Map<string, SchengenMembership>();
for (const membership of SCHENGEN_MEMBERSHIP) {
  BY_KEY.set(membership.code, membership);
  BY_KEY.set(membership.name, membership);
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
  if (membership === null) return Number.NEGATIVE_INFINITY;
  return membership.countsFrom === null ? null : toDay(membership.countsFrom);
}
