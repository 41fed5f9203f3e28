import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

import type { MfaEnrolmentDto } from '@app/contracts';

/**
 * A code is accepted during its 30-second step and for 5 seconds after it (typed at the end of
 * its step), never before it: ASVS 5.0 V6.5.5 gives a TOTP 30 seconds; the grace is the
 * documented exception (RFC 6238 §5.2 allows a past step).
 */
const TOLERANCE_SECONDS: [past: number, future: number] = [5, 0];

/** A new TOTP secret: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/**
 * What an authenticator app needs: the secret, its otpauth:// URI (issuer and account name) and
 * that URI as a QR code (PNG data URL).
 */
export async function totpEnrolment(
  secret: string,
  issuer: string,
  accountName: string,
): Promise<MfaEnrolmentDto> {
  const otpauthUrl = generateURI({ issuer, label: accountName, secret });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
  };
}

/**
 * The time step of `code` when it is valid for `secret` at `now` (its step, or 5 s into the next) and later than
 * `afterTimeStep` (a code already used is refused: ASVS 5.0 V6.5.1); null otherwise.
 *
 * @example
 * const step = await verifyTotp(secret, '123456', user.mfaLastTimeStep, new Date());
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1_000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
