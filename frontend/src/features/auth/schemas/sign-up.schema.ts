import * as yup from 'yup';

import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
} from '../../../lib/password-rules';

export { PASSWORDS_DONT_MATCH };
export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * SPEC §5 sign-up: confirmPassword has a minimum of 8 ('Password must be at least 8
 * characters') and must match ('Passwords don't match', on confirmPassword). The server also
 * requires 8 for the password itself (lib/password-rules.ts), so the same rule is checked here first.
 */
export const signUpSchema = yup.object({
  username: yup.string().trim().required('Username is required'),
  email: yup.string().trim().required('Email is required').email(INVALID_EMAIL),
  password: yup
    .string()
    .required('Password is required')
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  confirmPassword: yup
    .string()
    .required('Please confirm your password')
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .oneOf([yup.ref('password')], PASSWORDS_DONT_MATCH),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;
