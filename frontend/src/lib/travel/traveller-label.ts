import type { IntlShape } from 'react-intl';

import type {
  ACCOUNT_HOLDER_TRAVELLER_NAME as SERVER_ACCOUNT_HOLDER_NAME,
  TravellerDto,
} from '@app/contracts';

/**
 * The account holder's traveller's name until the user renames it: the travel service's
 * (libs/contracts, imported as a type only; typed as its literal, so a change there fails the
 * type check here).
 */
export const ACCOUNT_HOLDER_TRAVELLER_NAME: typeof SERVER_ACCOUNT_HOLDER_NAME = 'Me';

/**
 * A traveller's name as the page shows it: the name the user gave, except the account holder's
 * default ('Me', which the travel service gives it), said in the page's language.
 */
export function travellerLabel(traveller: TravellerDto, intl: IntlShape): string {
  return traveller.is_account_holder && traveller.name === ACCOUNT_HOLDER_TRAVELLER_NAME
    ? intl.formatMessage({ id: 'dashboard.traveller.me' })
    : traveller.name;
}
