import * as yup from 'yup';

import type { SchemaIntl } from './schema-intl';

/** SPEC §5 sign-in: both fields required; the username may also be the e-mail address. */
export function signInSchema(intl: SchemaIntl) {
  return yup.object({
    username: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'auth.validation.usernameOrEmailRequired' })),
    password: yup.string().required(intl.formatMessage({ id: 'auth.validation.passwordRequired' })),
  });
}

export type SignInValues = yup.InferType<ReturnType<typeof signInSchema>>;
