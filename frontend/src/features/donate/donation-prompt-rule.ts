import type { UserDto } from '@app/contracts';

/** SPEC §9: every 3rd login. */
export const DONATION_PROMPT_EVERY_N_LOGINS = 3;

/**
 * SPEC §4 "Donation prompt": a signed-in user who has not donated, on a login count that is a
 * non-zero multiple of 3.
 *
 * @example
 * shouldPromptForDonation({ has_donated: false, login_count: 6 }) // → true
 */
export function shouldPromptForDonation(
  user: Pick<UserDto, 'has_donated' | 'login_count'> | null,
): boolean {
  if (!user || user.has_donated) return false;
  return user.login_count > 0 && user.login_count % DONATION_PROMPT_EVERY_N_LOGINS === 0;
}
