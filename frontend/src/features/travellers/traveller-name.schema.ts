import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import { TRAVELLER_NAME_MAX_LENGTH } from '../../lib/travel/traveller-limits';

/**
 * A traveller's name, as `POST`/`PUT /api/travellers` accept it: trimmed, required, at most
 * TRAVELLER_NAME_MAX_LENGTH characters; its messages in the page's language.
 */
export function travellerNameSchema(intl: IntlShape) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'travellers.name.required' }))
      .max(
        TRAVELLER_NAME_MAX_LENGTH,
        intl.formatMessage({ id: 'travellers.name.tooLong' }, { max: TRAVELLER_NAME_MAX_LENGTH }),
      ),
  });
}

export type TravellerNameValues = yup.InferType<ReturnType<typeof travellerNameSchema>>;
