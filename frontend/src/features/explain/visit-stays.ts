import { type Stay, visitsToStays } from '@app/schengen-rules';

import type { TravelVisit } from '../../lib/travel';

/** A visit's stay, as the dashboard counts it, carrying the visit so answers group by visit. */
export type VisitStay = Stay & { readonly visit: TravelVisit };

/** The dashboard's stays (`visitsToStays`), each with its visit. */
export function visitStays(visits: readonly TravelVisit[]): VisitStay[] {
  return visitsToStays(visits, { withCountry: true }).map((stay, index) => ({
    ...stay,
    visit: visits[index]!,
  }));
}
