import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mail preferences of a user that an unsubscribe link can switch off: SPEC §3's
 * `email_reminders` (the safety reminders: level changes and the last-day reminder) and
 * `weekly_summaries`, and `product_updates` (an administrator's announcements, beyond SPEC).
 */
export const EMAIL_PREFERENCES = [
  'email_reminders',
  'weekly_summaries',
  'product_updates',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** The gateway route an unsubscribe link points at (GET shows a page, POST is RFC 8058 one-click). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/** The shortest `UNSUBSCRIBE_SECRET` accepted (characters). */
export const UNSUBSCRIBE_SECRET_MIN_LENGTH = 32;

export interface UnsubscribeClaims {
  userId: string;
  preference: EmailPreference;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function assertSecret(secret: string): void {
  if (secret.length < UNSUBSCRIBE_SECRET_MIN_LENGTH) {
    throw new RangeError(
      `The unsubscribe secret must have at least ${UNSUBSCRIBE_SECRET_MIN_LENGTH} characters`,
    );
  }
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

function isEmailPreference(value: string): value is EmailPreference {
  return (EMAIL_PREFERENCES as readonly string[]).includes(value);
}

/**
 * The token of an unsubscribe link: `base64url("<userId>.<preference>")` + `.` +
 * `base64url(HMAC-SHA256(secret, "<userId>.<preference>"))`. It does not expire (an unsubscribe
 * link must keep working, RFC 8058) and names only the user and the preference to switch off. The
 * notification worker signs it; the auth service verifies it with the same `UNSUBSCRIBE_SECRET`.
 *
 * @example
 * const token = signUnsubscribeToken(secret, { userId, preference: 'email_reminders' });
 * const url = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`; // token is URL-safe
 */
export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  assertSecret(secret);
  if (!UUID.test(claims.userId) || !isEmailPreference(claims.preference)) {
    throw new RangeError('An unsubscribe token needs a user id and a known preference');
  }
  const payload = `${claims.userId}.${claims.preference}`;
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The claims of a genuine unsubscribe token, or null for anything else (tampered, truncated,
 * signed with another secret, an unknown preference). Compares signatures in constant time.
 *
 * @example
 * const claims = verifyUnsubscribeToken(env.UNSUBSCRIBE_SECRET, query.token);
 * if (claims) await turnOff(claims.userId, claims.preference);
 */
export function verifyUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaims | null {
  assertSecret(secret);
  if (typeof token !== 'string' || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encodedPayload = '', encodedMac = ''] = parts;
  if (!BASE64URL.test(encodedPayload) || !BASE64URL.test(encodedMac)) return null;
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const expected = mac(secret, payload);
  const given = Buffer.from(encodedMac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId = '', preference = '', ...rest] = payload.split('.');
  if (rest.length > 0 || !UUID.test(userId) || !isEmailPreference(preference)) return null;
  return { userId, preference };
}
