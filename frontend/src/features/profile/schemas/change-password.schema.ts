import * as yup from 'yup';

import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
} from '../../../lib/password-rules';

/**
 * The "Change password" form: the current password, and a new one under the sign-up rules (at
 * least 8 characters, confirmed). The server also refuses a common password and the current one.
 */
export const changePasswordSchema = yup.object({
  current_password: yup.string().required('Enter your current password'),
  new_password: yup
    .string()
    .required('Enter a new password')
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  confirm_password: yup
    .string()
    .required('Please confirm your new password')
    .oneOf([yup.ref('new_password')], PASSWORDS_DONT_MATCH),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
