import * as yup from 'yup';

/** A calendar day as the API and the browser's date input write it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional day field: empty, or a YYYY-MM-DD day (`invalid` otherwise). */
export const optionalDay = (invalid: string) =>
  yup
    .string()
    .default('')
    .test('iso-day', invalid, (value) => !value || ISO_DAY.test(value));

/** An issue date after `today` (the user's today): nobody holds a passport issued tomorrow. */
export const isIssuedAfter = (issue: string | undefined, today: string) =>
  !!issue && ISO_DAY.test(issue) && issue > today;

/** An expiry on or before the issue date (zero-padded YYYY-MM-DD sorts in calendar order). */
export const expiresNotAfterIssue = (issue: unknown, expiry: string | undefined) =>
  !!expiry && typeof issue === 'string' && !!issue && expiry <= issue;

/** The messages of the passport date rules, in the page's language. */
export interface PassportDateMessages {
  issueInvalid: string;
  issueInFuture: string;
  expiryInvalid: string;
  expiryNotAfterIssue: string;
}

/**
 * The passport's two date fields as the server checks them (the profile's, `PUT /api/user/profile`,
 * and a traveller's, `PUT /api/travellers/{id}/details`): each optional, the issue date not after
 * `today`, the expiry after the issue date.
 */
export function passportDateFields(today: string, messages: PassportDateMessages) {
  return {
    passport_issue_date: optionalDay(messages.issueInvalid).test(
      'not-in-future',
      messages.issueInFuture,
      (value) => !isIssuedAfter(value, today),
    ),
    passport_expiry_date: optionalDay(messages.expiryInvalid).test(
      'after-issue',
      messages.expiryNotAfterIssue,
      function afterIssue(value) {
        return !expiresNotAfterIssue(this.parent.passport_issue_date, value);
      },
    ),
  };
}
