import type {
  PASSWORD_MIN_LENGTH as SERVER_PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE as SERVER_PASSWORD_TOO_SHORT,
} from '@app/contracts';

/**
 * The server's minimum password length and its message (libs/contracts: the register and
 * reset-password DTOs refuse shorter passwords with this text). The forms check the length and
 * word the message in the page's language (catalogues `auth` and `profile`); the message here is
 * what their English must equal (the schemas' tests compare them).
 * The SPA may import contracts only as types, so the values are written here and typed as the
 * server's own constants: a change on the server that is not made here fails the type-check.
 */
export const PASSWORD_MIN_LENGTH: typeof SERVER_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT: typeof SERVER_PASSWORD_TOO_SHORT =
  'Password must be at least 8 characters';

/**
 * SPEC §5: a confirmation that differs from the password (shown on the confirmation field), the
 * English the catalogues' message must equal (sign-up.schema.test.ts).
 */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
