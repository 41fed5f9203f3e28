import { randomBytes, randomUUID } from 'node:crypto';

import type { RegisterDto, TravelSettingsDto, UserDto } from '@app/contracts';

let sequence = 0;

function uniqueUsername(): string {
  sequence += 1;
  return `user${sequence}_${randomBytes(4).toString('hex')}`;
}

/** A password every server rule accepts: long enough and on no common-password list. */
export const A_GOOD_PASSWORD = 'Tangerine-Harbour-Lantern-42';

/**
 * A valid sign-up body (`RegisterDto`) with a unique username and e-mail.
 *
 * @example
 * const body = aRegistration({ password: 'short' });
 */
export function aRegistration(overrides: Partial<RegisterDto> = {}): RegisterDto {
  const username = overrides.username ?? uniqueUsername();
  return {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: A_GOOD_PASSWORD,
    ...overrides,
  };
}

/** The travel settings of a new account (`TravelSettingsDto`): nothing set. */
export const NO_TRAVEL_SETTINGS: TravelSettingsDto = {
  ees_registered: false,
  ees_notice_shown: false,
  insurance_start_date: null,
  insurance_end_date: null,
  etias_applied_date: null,
  etias_received: false,
  etias_valid_until: null,
};

/**
 * A user as the API returns it (`UserDto`, SPEC §3 defaults), unique on each call.
 *
 * @example
 * const user = aUser({ first_name: 'Ada', has_donated: true });
 */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  const username = overrides.username ?? uniqueUsername();
  return {
    id: randomUUID(),
    username,
    first_name: null,
    last_name: null,
    email: `${username.toLowerCase()}@example.com`,
    timezone: 'UTC',
    email_reminders: true,
    weekly_summaries: true,
    product_updates: true,
    has_donated: false,
    login_count: 0,
    passport_issue_date: null,
    passport_expiry_date: null,
    created_at: '2025-06-01T09:30:00.000Z',
    role: 'user',
    pending_email: null,
    language: null,
    ...NO_TRAVEL_SETTINGS,
    ...overrides,
  };
}
