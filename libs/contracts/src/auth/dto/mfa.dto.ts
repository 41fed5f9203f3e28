import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

import { MFA_CODE_FORMAT, SESSION_ID_MAX_LENGTH } from '../auth.constants';
import { MFA_CHALLENGE_EXPIRED_MESSAGE, MFA_CODE_FORMAT_MESSAGE } from '../auth.messages';
import type { UserDto } from './user.dto';

/**
 * POST /api/login/mfa (beyond SPEC; ASVS 5.0 V6.3.3): the second step of an administrator's
 * sign-in: the current TOTP code of their authenticator app, or one of their recovery codes.
 */
export class MfaCodeDto {
  @IsDefined({ message: MFA_CODE_FORMAT_MESSAGE })
  @IsString({ message: MFA_CODE_FORMAT_MESSAGE })
  @Matches(MFA_CODE_FORMAT, { message: MFA_CODE_FORMAT_MESSAGE })
  code!: string;
}

/** `AuthPatterns.VerifyMfa`: the code and the challenge of the first step (its cookie). */
export class VerifyMfaRpcRequest extends MfaCodeDto {
  @IsDefined({ message: MFA_CHALLENGE_EXPIRED_MESSAGE })
  @IsString({ message: MFA_CHALLENGE_EXPIRED_MESSAGE })
  @IsNotEmpty({ message: MFA_CHALLENGE_EXPIRED_MESSAGE })
  @MaxLength(SESSION_ID_MAX_LENGTH, { message: MFA_CHALLENGE_EXPIRED_MESSAGE })
  challengeId!: string;
}

/** What an administrator's authenticator app needs at enrolment (RFC 6238, SHA-1, 6 digits, 30 s). */
export interface MfaEnrolmentDto {
  /** Base32, for typing in by hand. */
  secret: string;
  /** `otpauth://totp/…`, what the QR code holds. */
  otpauth_url: string;
  /** The QR code as a PNG data URL. */
  qr_code: string;
}

/**
 * POST /api/login for an administrator: no session yet. The gateway keeps `challengeId` in an
 * HttpOnly cookie and answers `{ mfa_required: true, enrolment }`: `enrolment` is set at the first
 * sign-in (scan the QR code, then send its first code), null afterwards.
 */
export interface MfaChallengeResult {
  mfaRequired: true;
  challengeId: string;
  enrolment: MfaEnrolmentDto | null;
}

/** The HTTP answer of POST /api/login when a second step is needed. */
export interface MfaRequiredDto {
  mfa_required: true;
  enrolment: MfaEnrolmentDto | null;
}

/**
 * The HTTP answer of POST /api/login/mfa: the signed-in administrator and, right after
 * enrolment, the ten recovery codes (shown once; only their hashes are kept).
 */
export interface MfaSignInDto {
  user: UserDto;
  recovery_codes: string[] | null;
}
