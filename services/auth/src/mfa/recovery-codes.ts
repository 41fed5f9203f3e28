import { randomInt } from 'node:crypto';

import { MFA_RECOVERY_CODE_COUNT } from '@app/contracts';

/** Base32's letters and digits: no 0/O or 1/I/L to confuse. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function randomPart(): string {
  let part = '';
  for (let i = 0; i < 5; i += 1) part += ALPHABET[randomInt(ALPHABET.length)];
  return part;
}

/**
 * Ten fresh recovery codes, 'xxxxx-xxxxx' (50 random bits each), as the administrator sees them.
 *
 * @example
 * newRecoveryCodes() // → ['k3mzq-7hfta', …] (10 codes)
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/**
 * The form a recovery code is hashed and checked in: lower case, without the hyphen; null when
 * `code` is a TOTP code (6 digits) instead.
 *
 * @example
 * normalizeRecoveryCode('K3MZQ-7HFTA') // → 'k3mzq7hfta'
 */
export function normalizeRecoveryCode(code: string): string | null {
  const compact = code.replace('-', '').toLowerCase();
  return /^\d{6}$/.test(code) ? null : compact;
}
