import type { EmailPreference } from '../../notification/unsubscribe-token';
import type { MfaChallengeResult } from './mfa.dto';
import type { UserDto } from './user.dto';

/**
 * `AuthPatterns.Register` and `AuthPatterns.Login`: the signed-in user and the id of the session
 * just created (the gateway puts it in the cookie; it is 256 random bits, base64url).
 */
export interface SessionResult {
  user: UserDto;
  sessionId: string;
  /** When the session ends however active it is (ms since the epoch): the cookie's lifetime. */
  sessionExpiresAt: number;
}

/** `AuthPatterns.Login`: a session, or for an administrator the second step to take. */
export type LoginResult = SessionResult | MfaChallengeResult;

/** `AuthPatterns.VerifyMfa`: the session, and the recovery codes right after enrolment. */
export interface MfaSessionResult extends SessionResult {
  recoveryCodes: string[] | null;
}

/** `AuthPatterns.EndAllSessions`: how many sessions were ended. */
export interface EndedSessionsResult {
  ended: number;
}

/** The answer of commands with nothing else to say (logout, forgot-*, reset, delete). */
export interface OkResult {
  ok: true;
}

/**
 * `AuthPatterns.AttachResetToken`: `attached` is false when the request is unknown, expired, used
 * or already has a token; the worker then sends no e-mail (the user can ask again).
 */
export interface AttachResetTokenResult {
  attached: boolean;
}

/** `AuthPatterns.Unsubscribe`: which preference is now off. */
export interface UnsubscribeResult {
  ok: true;
  preference: EmailPreference;
}
