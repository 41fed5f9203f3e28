import * as yup from 'yup';

export const NAME_MAX_LENGTH = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/**
 * SPEC §5 profile form for the user whose today is `today` (YYYY-MM-DD in their time zone): the
 * e-mail must be valid ('Invalid email'); the three e-mail preferences are required; a passport
 * issue date is not in the future and comes before the expiry date, as the server checks;
 * everything else is optional. Empty text means "not set" (Formik validates '' as undefined,
 * hence the defaults).
 */
export function profileFormSchema(today: string) {
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
