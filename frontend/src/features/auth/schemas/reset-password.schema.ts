import * as yup from 'yup';

export const RESET_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

/**
 * SPEC §5 reset password: both fields at least 6 characters with the same message, and they
 * must match ('Passwords don't match' on confirmPassword). The server may still ask for more
 * (it requires 8); its message is then shown.
 */
export const resetPasswordSchema = yup.object({
  newPassword: yup
    .string()
    .required(RESET_PASSWORD_TOO_SHORT)
    .min(RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT),
  confirmPassword: yup
    .string()
    .required(RESET_PASSWORD_TOO_SHORT)
    .min(RESET_PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOO_SHORT)
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
