/**
 * The stays of a list of visits, for the window and planning functions. With
 * `opts.withCountry`, each stay carries its visit's country (SPEC §3: it lives on the entry record),
 * so that a stay before its country applied the Schengen rules in full, or in Cyprus or Ireland,
 * does not count (`docs/adr/0033-periods-that-do-not-count.md`); without it, as before, every stay
 * counts.
 *
 * @example
 * visitsToStays(pairVisits(records)); // → [{ entry: '2025-01-01', exit: '2025-01-10' }, …]
 * visitsToStays(pairVisits(records), { withCountry: true }); // → [{ entry: …, exit: …, country: 'Croatia' }, …]
 */
import type { Stay } from '../types';

import type { Visit } from './pair-visits';

export interface VisitsToStaysOptions {
  /** Copy each visit's `entry.country` onto its stay. */
  readonly withCountry?: boolean;
}

export function visitsToStays(
  visits: readonly (Pick<Visit, 'entryDate' | 'exitDate'> & {
    readonly entry?: object | null;
  })[],
  opts: VisitsToStaysOptions = {},
): Stay[] {
  return visits.map((visit) =>
    opts.withCountry
      ? { entry: visit.entryDate, exit: visit.exitDate, country: countryOf(visit.entry) }
      : { entry: visit.entryDate, exit: visit.exitDate },
  );
}

/** The `country` a stored entry record carries (extra fields travel through `TravelRecord`). */
function countryOf(record: object | null | undefined): string | null {
  if (!record || !('country' in record)) return null;
  return typeof record.country === 'string' ? record.country : null;
}
