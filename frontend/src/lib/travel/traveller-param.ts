import { useSearchParams } from 'react-router';

import type { DashboardTravellerParam } from '@app/contracts';

import type { TravellerChoice } from './travel-entries-api';

/**
 * The dashboard's query parameter naming the traveller it shows (issue #22): `?traveller=<id>`,
 * absent for the account holder. In the address, so that the server renders the same traveller as
 * the browser, and a reload, a bookmark or the back button keep the choice. Its type is contracts'
 * `DashboardTravellerParam`, so it cannot drift from the links in e-mails.
 */
export const TRAVELLER_PARAM: DashboardTravellerParam = 'traveller';

/** The traveller a page's query string names (`undefined`: the account holder). */
export function travellerOf(search: URLSearchParams): TravellerChoice {
  return search.get(TRAVELLER_PARAM) || undefined;
}

/** The traveller the dashboard shows (the page's `?traveller=`). */
export function useTravellerId(): TravellerChoice {
  const [search] = useSearchParams();
  return travellerOf(search);
}
