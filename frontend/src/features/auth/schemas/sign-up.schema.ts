import * as yup from 'yup';

import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import type { SchemaIntl } from './schema-intl';

/**
 * SPEC §5 sign-up: confirmPassword has a minimum of 8 ('Password must be at least 8
 * characters') and must match ('Passwords don't match', on confirmPassword). The server also
 * requires 8 for the password itself (lib/password-rules.ts), so the same rule is checked here first.
 * The messages are in `intl`'s language (SPEC's text in English: sign-up.schema.test.ts).
 */
export function signUpSchema(intl: SchemaIntl) {
  const tooShort = intl.formatMessage(
    { id: 'auth.validation.passwordTooShort' },
    { min: PASSWORD_MIN_LENGTH },
  );
  return yup.object({
    username: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'auth.validation.usernameRequired' })),
    email: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'auth.validation.emailRequired' }))
      .email(intl.formatMessage({ id: 'auth.validation.invalidEmail' })),
    password: yup
      .string()
      .required(intl.formatMessage({ id: 'auth.validation.passwordRequired' }))
      .min(PASSWORD_MIN_LENGTH, tooShort),
    confirmPassword: yup
      .string()
      .required(intl.formatMessage({ id: 'auth.validation.confirmPasswordRequired' }))
      .min(PASSWORD_MIN_LENGTH, tooShort)
      .oneOf(
        [yup.ref('password')],
        intl.formatMessage({ id: 'auth.validation.passwordsDontMatch' }),
      ),
  });
}

export type SignUpValues = yup.InferType<ReturnType<typeof signUpSchema>>;
