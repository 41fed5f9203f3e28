import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import type { TravellerDetailsDto, UpdateTravellerDetailsDto } from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { passportDateFields } from '../../lib/passport-date-rules';
import { NATIONALITY_NOTE_MAX_LENGTH } from '../../lib/travel/traveller-limits';

/**
 * A traveller's passport dates, nationality note and reminder switch as `PUT
 * /api/travellers/{id}/details` checks them (the issue date not after the user's `today`, the
 * expiry after it, the note at most NATIONALITY_NOTE_MAX_LENGTH characters), its messages in the
 * page's language. Empty means "not given".
 */
export function travellerDetailsSchema(intl: IntlShape, today: string) {
  const message = (id: WebMessageId) => intl.formatMessage({ id });
  return yup.object({
    ...passportDateFields(today, {
      issueInvalid: message('travellers.details.invalidDate'),
      issueInFuture: message('travellers.details.issueInFuture'),
      expiryInvalid: message('travellers.details.invalidDate'),
      expiryNotAfterIssue: message('travellers.details.expiryNotAfterIssue'),
    }),
    nationality_note: yup
      .string()
      .default('')
      .trim()
      .max(
        NATIONALITY_NOTE_MAX_LENGTH,
        intl.formatMessage(
          { id: 'travellers.details.noteTooLong' },
          { max: NATIONALITY_NOTE_MAX_LENGTH },
        ),
      ),
    email_reminders: yup.boolean().required(),
  });
}

export type TravellerDetailsValues = yup.InferType<ReturnType<typeof travellerDetailsSchema>>;

/** The form's values for stored details (nothing given: empty). */
export function detailsValuesOf(details: TravellerDetailsDto): TravellerDetailsValues {
  return {
    passport_issue_date: details.passport_issue_date ?? '',
    passport_expiry_date: details.passport_expiry_date ?? '',
    nationality_note: details.nationality_note ?? '',
    email_reminders: details.email_reminders,
  };
}

/** The request for the form's values: every field, empty ones cleared (null). */
export function detailsRequestOf(values: TravellerDetailsValues): UpdateTravellerDetailsDto {
  const note = values.nationality_note.trim();
  return {
    passport_issue_date: values.passport_issue_date || null,
    passport_expiry_date: values.passport_expiry_date || null,
    nationality_note: note === '' ? null : note,
    email_reminders: values.email_reminders,
  };
}
