import * as yup from 'yup';

import type { CURRENT_PASSWORD_REQUIRED_MESSAGE as SERVER_CURRENT_PASSWORD_REQUIRED } from '@app/contracts';

export const NAME_MAX_LENGTH = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The server's words for a new address without the current password (typed as its constant). */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE: typeof SERVER_CURRENT_PASSWORD_REQUIRED =
  'Enter your current password to change your email address.';

/** The server's words for the passport rules (auth profile validation says the same). */
export const PASSPORT_ISSUE_IN_FUTURE_MESSAGE =
  'Passport issue date cannot be in the future: enter the date printed in your passport';
export const PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE =
  'Passport expiry date must be after the issue date';

const optionalDay = (label: string) =>
  yup
    .string()
    .default('')
    .test('iso-day', `${label} must be a valid date`, (value) => !value || ISO_DAY.test(value));

/** An issue date after `today` (the user's today): nobody holds a passport issued tomorrow. */
const isIssuedAfter = (issue: string | undefined, today: string) =>
  !!issue && ISO_DAY.test(issue) && issue > today;

/** An expiry on or before the issue date (zero-padded YYYY-MM-DD sorts in calendar order). */
const expiresNotAfterIssue = (issue: unknown, expiry: string | undefined) =>
  !!expiry && typeof issue === 'string' && !!issue && expiry <= issue;

/** Whether `email` is another address than `currentEmail` (a change of case is not). */
export function isNewEmail(email: string | undefined, currentEmail: string): boolean {
  return (email ?? '').trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/**
 * SPEC §5 profile form for the user whose today is `today` (YYYY-MM-DD in their time zone) and
 * whose address is `currentEmail`: the
 * e-mail must be valid ('Invalid email'); the three e-mail preferences are required; a passport
 * issue date is not in the future and comes before the expiry date, as the server checks;
 * everything else is optional. Empty text means "not set" (Formik validates '' as undefined,
 * hence the defaults). Beyond SPEC: a new address needs the current password (the server checks
 * it; the address changes once the link sent to it is opened).
 */
export function profileFormSchema(today: string, currentEmail: string | null = null) {
  return yup.object({
    first_name: yup
      .string()
      .default('')
      .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`),
    last_name: yup
      .string()
      .default('')
      .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters`),
    email: yup.string().trim().required('Email is required').email('Invalid email'),
    current_password: yup
      .string()
      .default('')
      .test('needed-for-new-email', CURRENT_PASSWORD_REQUIRED_MESSAGE, function needed(value) {
        const email = this.parent.email as string | undefined;
        return currentEmail === null || !!value || !isNewEmail(email, currentEmail);
      }),
    timezone: yup.string().required('Timezone is required'),
    passport_issue_date: optionalDay('Passport issue date').test(
      'not-in-future',
      PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
      (value) => !isIssuedAfter(value, today),
    ),
    passport_expiry_date: optionalDay('Passport expiry date').test(
      'after-issue',
      PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
      function afterIssue(value) {
        return !expiresNotAfterIssue(this.parent.passport_issue_date, value);
      },
    ),
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
