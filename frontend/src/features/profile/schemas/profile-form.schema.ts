import * as yup from 'yup';

export const NAME_MAX_LENGTH = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const optionalDay = (label: string) =>
  yup
    .string()
    .default('')
    .test('iso-day', `${label} must be a valid date`, (value) => !value || ISO_DAY.test(value));

/**
 * SPEC §5 profile form: the e-mail must be valid ('Invalid email'); both booleans are required;
 * everything else is optional. Empty text means "not set" (Formik validates '' as undefined,
 * hence the defaults).
 */
export const profileFormSchema = yup.object({
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
  passport_issue_date: optionalDay('Passport issue date'),
  passport_expiry_date: optionalDay('Passport expiry date').test(
    'after-issue',
    'Passport expiry date must be after the issue date',
    function afterIssue(value) {
      const issue: unknown = this.parent.passport_issue_date;
      return !value || typeof issue !== 'string' || !issue || value > issue;
    },
  ),
  email_reminders: yup.boolean().required(),
  weekly_summaries: yup.boolean().required(),
});

export type ProfileFormValues = yup.InferType<typeof profileFormSchema>;

/** The passport part of the rules alone, for the auto-save (SPEC §4). */
export function arePassportDatesValid(issue: string, expiry: string): boolean {
  if (issue && !ISO_DAY.test(issue)) return false;
  if (expiry && !ISO_DAY.test(expiry)) return false;
  return !issue || !expiry || expiry > issue;
}
