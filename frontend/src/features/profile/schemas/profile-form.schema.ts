import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import type { WebMessageId } from '@app/i18n/web';

import {
  expiresNotAfterIssue,
  ISO_DAY,
  isIssuedAfter,
  passportDateFields,
} from '../../../lib/passport-date-rules';

export const NAME_MAX_LENGTH = 100;
/** Whether `email` is another address than `currentEmail` (a change of case is not). */
export function isNewEmail(email: string | undefined, currentEmail: string): boolean {
  return (email ?? '').trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/**
 * SPEC §5 profile form for the user whose today is `today` (YYYY-MM-DD in their time zone) and
 * whose address is `currentEmail`, with its messages in the page's language (`intl`; in English
 * the server's words for the same rules): the e-mail must be valid ('Invalid email'); the three
 * e-mail preferences are required; a passport issue date is not in the future and comes before
 * the expiry date, as the server checks; everything else is optional. Empty text means "not set"
 * (Formik validates '' as undefined, hence the defaults). Beyond SPEC: a new address needs the
 * current password (the server checks it; the address changes once the link sent to it is
 * opened).
 */
export function profileFormSchema(
  intl: IntlShape,
  today: string,
  currentEmail: string | null = null,
) {
  // The name rules count to NAME_MAX_LENGTH (`{max}`); the other messages take no argument.
  const message = (id: WebMessageId) => intl.formatMessage({ id }, { max: NAME_MAX_LENGTH });
  return yup.object({
    first_name: yup
      .string()
      .default('')
      .max(NAME_MAX_LENGTH, message('profile.error.firstNameTooLong')),
    last_name: yup
      .string()
      .default('')
      .max(NAME_MAX_LENGTH, message('profile.error.lastNameTooLong')),
    email: yup
      .string()
      .trim()
      .required(message('profile.error.emailRequired'))
      .email(message('profile.error.emailInvalid')),
    current_password: yup
      .string()
      .default('')
      .test(
        'needed-for-new-email',
        message('profile.error.currentPasswordForEmail'),
        function needed(value) {
          const email = this.parent.email as string | undefined;
          return currentEmail === null || !!value || !isNewEmail(email, currentEmail);
        },
      ),
    timezone: yup.string().required(message('profile.error.timezoneRequired')),
    ...passportDateFields(today, {
      issueInvalid: message('profile.error.passportIssueInvalid'),
      issueInFuture: message('profile.error.passportIssueInFuture'),
      expiryInvalid: message('profile.error.passportExpiryInvalid'),
      expiryNotAfterIssue: message('profile.error.passportExpiryNotAfterIssue'),
    }),
    email_reminders: yup.boolean().required(),
    weekly_summaries: yup.boolean().required(),
    product_updates: yup.boolean().required(),
  });
}

export type ProfileFormValues = yup.InferType<ReturnType<typeof profileFormSchema>>;

/** The passport part of the rules alone, for the auto-save (SPEC §4). */
export function arePassportDatesValid(issue: string, expiry: string, today: string): boolean {
  if (issue && !ISO_DAY.test(issue)) return false;
  if (expiry && !ISO_DAY.test(expiry)) return false;
  return !isIssuedAfter(issue, today) && !expiresNotAfterIssue(issue, expiry);
}
