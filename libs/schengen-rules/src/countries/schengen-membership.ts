/**
 * When each state began to apply the Schengen rules in full, the day from which a stay there
 * counts towards the 90 days in any 180 (Schengen Borders Code Art. 6; Convention implementing
 * the Schengen Agreement). Before that day a stay there was outside the area, so it does not
 * count; Cyprus and Ireland never applied the rules in full (`countsFrom: null`). The one table of
 * these facts in the product; each state's official act is in `SCHENGEN_MEMBERSHIP_SOURCES`
 * (`schengen-membership-sources.ts`, apart so that an app that only counts does not ship the acts'
 * text). Read it through `schengenCountsFrom`.
 *
 * `countsFrom` is the day the act applied the Schengen acquis in full, visas and the common short
 * stay included; where checks at some internal borders were lifted later (airports, or Bulgaria's
 * and Romania's land borders on 2025-01-01), the source's `note` says so: the later date only ended border
 * checks and does not change which days count (`docs/adr/0033-periods-that-do-not-count.md`).
 *
 * @example
 * SCHENGEN_MEMBERSHIP.find((m) => m.code === 'HR')?.countsFrom; // → '2023-01-01'
 */
import type { IsoDate } from '../types';

export interface SchengenMembership {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** English short name, as a stored travel entry's `country` holds it. */
  readonly name: string;
  /** First day a stay there counts; `null`: never (not a Schengen state). */
  readonly countsFrom: IsoDate | null;
}

export const SCHENGEN_MEMBERSHIP: readonly SchengenMembership[] = [
  { code: 'AT', name: 'Austria', countsFrom: '1997-12-01' },
  { code: 'BE', name: 'Belgium', countsFrom: '1995-03-26' },
  { code: 'BG', name: 'Bulgaria', countsFrom: '2024-03-31' },
  { code: 'HR', name: 'Croatia', countsFrom: '2023-01-01' },
  { code: 'CY', name: 'Cyprus', countsFrom: null },
  { code: 'CZ', name: 'Czechia', countsFrom: '2007-12-21' },
  { code: 'DK', name: 'Denmark', countsFrom: '2001-03-25' },
  { code: 'EE', name: 'Estonia', countsFrom: '2007-12-21' },
  { code: 'FI', name: 'Finland', countsFrom: '2001-03-25' },
  { code: 'FR', name: 'France', countsFrom: '1995-03-26' },
  { code: 'DE', name: 'Germany', countsFrom: '1995-03-26' },
  { code: 'GR', name: 'Greece', countsFrom: '2000-01-01' },
  { code: 'HU', name: 'Hungary', countsFrom: '2007-12-21' },
  { code: 'IS', name: 'Iceland', countsFrom: '2001-03-25' },
  { code: 'IE', name: 'Ireland', countsFrom: null },
  { code: 'IT', name: 'Italy', countsFrom: '1997-10-26' },
  { code: 'LV', name: 'Latvia', countsFrom: '2007-12-21' },
  { code: 'LI', name: 'Liechtenstein', countsFrom: '2011-12-19' },
  { code: 'LT', name: 'Lithuania', countsFrom: '2007-12-21' },
  { code: 'LU', name: 'Luxembourg', countsFrom: '1995-03-26' },
  { code: 'MT', name: 'Malta', countsFrom: '2007-12-21' },
  { code: 'NL', name: 'Netherlands', countsFrom: '1995-03-26' },
  { code: 'NO', name: 'Norway', countsFrom: '2001-03-25' },
  { code: 'PL', name: 'Poland', countsFrom: '2007-12-21' },
  { code: 'PT', name: 'Portugal', countsFrom: '1995-03-26' },
  { code: 'RO', name: 'Romania', countsFrom: '2024-03-31' },
  { code: 'SK', name: 'Slovakia', countsFrom: '2007-12-21' },
  { code: 'SI', name: 'Slovenia', countsFrom: '2007-12-21' },
  { code: 'ES', name: 'Spain', countsFrom: '1995-03-26' },
  { code: 'SE', name: 'Sweden', countsFrom: '2001-03-25' },
  { code: 'CH', name: 'Switzerland', countsFrom: '2008-12-12' },
];
