import type { IntlShape } from 'react-intl';

import type {
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { isApiError } from '../../lib/api';
import { PASSWORD_MIN_LENGTH } from '../../lib/password-rules';

/**
 * The auth service's English texts that the profile shows (field messages of a 400, and the
 * answers of a password change and of an e-mail confirmation) or repeats in its own rules (the
 * passport dates), each with its message in the catalogue (namespace `dashboard`), whose English
 * is the same text (field-errors.test.ts). The gateway translates an error's `message` but not a
 * field's words nor a success's answer (docs/adr/0032), so the SPA does. Keyed by the server's
 * constants' types (the SPA imports contracts as types only): a change of their words fails the
 * type check.
 */
type ServerText =
  | typeof COMMON_PASSWORD_MESSAGE
  | typeof CURRENT_PASSWORD_REQUIRED_MESSAGE
  | typeof EMAIL_CHANGE_CONFIRMED_MESSAGE
  | typeof PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE
  | typeof PASSPORT_ISSUE_IN_FUTURE_MESSAGE
  | typeof PASSWORD_CHANGED_MESSAGE
  | typeof PASSWORD_TOO_LONG_MESSAGE
  | typeof PASSWORD_TOO_SHORT_MESSAGE
  | typeof SAME_PASSWORD_MESSAGE
  | typeof WRONG_CURRENT_PASSWORD_MESSAGE;

interface CatalogueMessage {
  id: WebMessageId;
  values?: Record<string, number>;
}

export const SERVER_TEXTS: Readonly<Record<ServerText, CatalogueMessage>> = {
  'This password is too common. Please choose a less predictable one.': {
    id: 'profile.error.commonPassword',
  },
  'Enter your current password to change your email address.': {
    id: 'profile.error.currentPasswordForEmail',
  },
  'Your email address has been changed. Reminders now go to the new address.': {
    id: 'profile.confirmEmail.done',
  },
  'Passport expiry date must be after the issue date': {
    id: 'profile.error.passportExpiryNotAfterIssue',
  },
  'Passport issue date cannot be in the future: enter the date printed in your passport': {
    id: 'profile.error.passportIssueInFuture',
  },
  'Your password has been changed. You have been signed out on your other devices.': {
    id: 'profile.password.changedDetail',
  },
  'Password must be at most 1024 characters': { id: 'profile.password.tooLong' },
  'Password must be at least 8 characters': {
    id: 'profile.password.tooShort',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  'The new password must be different from your current password.': {
    id: 'profile.error.samePassword',
  },
  'Your current password is not correct. Please check it and try again.': {
    id: 'profile.error.wrongCurrentPassword',
  },
};

/**
 * A text of the auth service in the page's language: its catalogue message when it is one of
 * `SERVER_TEXTS`, else the text as the server wrote it.
 *
 * @example
 * serverText(intl, 'Password must be at least 8 characters') // → 'Das Passwort muss …' (German)
 */
export function serverText(intl: IntlShape, text: string): string {
  if (!Object.hasOwn(SERVER_TEXTS, text)) return text;
  const { id, values } = SERVER_TEXTS[text as ServerText];
  return intl.formatMessage({ id }, values);
}

/**
 * The field messages of a 400 (`details.errors` of the gateway's body), as Formik's errors, for
 * the fields the form has, in the page's language (`serverText`); empty when the failure was not
 * about a field.
 *
 * @example
 * setErrors(fieldErrorsOf(error, ['current_password', 'new_password'], intl));
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  intl: IntlShape,
): Partial<Record<F, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = error.body?.details as
    { errors?: Array<{ field?: string; messages?: string[] }> } | undefined;
  const found: Partial<Record<F, string>> = {};
  for (const { field, messages } of details?.errors ?? []) {
    const known = fields.find((name) => name === field);
    if (known && messages?.[0]) found[known] = serverText(intl, messages[0]);
  }
  return found;
}
