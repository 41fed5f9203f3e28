/**
 * Bounds of account fields. SPEC §5 shows only the sign-up confirmation minimum (8) and the reset
 * minimum (6); the rest are ours.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Letters, digits, dot, underscore and hyphen. */
export const USERNAME_FORMAT = /^[A-Za-z0-9._-]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const RESET_TOKEN_MAX_LENGTH = 512;
