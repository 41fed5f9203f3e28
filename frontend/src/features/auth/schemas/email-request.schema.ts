import * as yup from 'yup';

import type { SchemaIntl } from './schema-intl';

/** SPEC §5 forgot-username and forgot-password: a valid e-mail address. */
export function emailRequestSchema(intl: SchemaIntl) {
  const invalid = intl.formatMessage({ id: 'auth.validation.invalidEmail' });
  return yup.object({
    email: yup.string().trim().required(invalid).email(invalid),
  });
}

export type EmailRequestValues = yup.InferType<ReturnType<typeof emailRequestSchema>>;
