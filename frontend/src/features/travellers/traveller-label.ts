import type { IntlShape } from 'react-intl';

import type { TravellerDto } from '@app/contracts';

import { ACCOUNT_HOLDER_TRAVELLER_NAME } from './limits';

/**
 * A traveller's name as the page shows it: the name the user gave, except the account holder's
 * default ('Me', which the travel service gives it), said in the page's language.
 */
export function travellerLabel(traveller: TravellerDto, intl: IntlShape): string {
  return traveller.is_account_holder && traveller.name === ACCOUNT_HOLDER_TRAVELLER_NAME
    ? intl.formatMessage({ id: 'dashboard.traveller.me' })
    : traveller.name;
}
