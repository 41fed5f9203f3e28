/**
 * Bounds of account fields. SPEC §5 shows only the browser's minimums (sign-up confirmation 8,
 * reset form 6); the server asks for at least 8 characters everywhere, and the rest are ours.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Letters, digits, dot, underscore and hyphen. */
export const USERNAME_FORMAT = /^[A-Za-z0-9._-]+$/;
/** Every password the server accepts (sign-up, reset, seeded admin) has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the bound only keeps hashing cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 1024;
/** RFC 5321's limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const RESET_TOKEN_MAX_LENGTH = 512;
/** Random bytes in a raw reset token (256 bits); it travels base64url-encoded (43 characters). */
export const RESET_TOKEN_BYTES = 32;
/** A reset request (and so its link) works for this long after it is made. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Session ids are 256-bit base64url strings (43 characters); longer values are refused. */
export const SESSION_ID_MAX_LENGTH = 128;
/** An e-mail change's confirmation link works for this long after the profile save. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** An administrator gets this many single-use recovery codes when enrolling the second factor. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** The second step of an administrator's sign-in must follow the password within this time. */
export const MFA_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one sign-in may try before it has to start again with the password. */
export const MFA_CHALLENGE_MAX_ATTEMPTS = 5;
/** A TOTP code (6 digits) or a recovery code ('xxxxx-xxxxx', the hyphen and case optional). */
export const MFA_CODE_FORMAT = /^(?:\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/;
