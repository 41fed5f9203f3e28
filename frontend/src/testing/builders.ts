import type { TravelEntryDto, UserDto } from '@app/contracts';

import type { ProductConfigDto } from '../lib/product-config';
import { NO_TRAVEL_SETTINGS } from '../lib/travel-settings/no-travel-settings';

/** A signed-in user as GET /api/user returns it; override what the test is about. */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '7f1c2b7e-3f0a-4c55-9a49-1d2c9c0e8a11',
    username: 'alice',
    first_name: 'Alice',
    last_name: 'Martin',
    email: 'alice@example.com',
    timezone: 'Europe/London',
    email_reminders: true,
    weekly_summaries: true,
    product_updates: true,
    has_donated: false,
    login_count: 1,
    passport_issue_date: null,
    passport_expiry_date: null,
    created_at: '2025-01-15T10:00:00.000Z',
    role: 'user',
    pending_email: null,
    ...NO_TRAVEL_SETTINGS,
    ...overrides,
  };
}

export const TEST_PRODUCT_CONFIG: ProductConfigDto = {
  product_name: 'Test Tracker',
  support_email: 'help@tracker.example',
};

/** A gateway error body (HttpErrorBody) for MSW handlers. */
export function anErrorBody(statusCode: number, message: string, code = 'VALIDATION_FAILED') {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    409: 'Conflict',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
  };
  return { statusCode, error: reasons[statusCode] ?? 'Error', code, message };
}

let entryCount = 0;

/** A stored travel record as GET /api/travel-entries returns it; override what the test is about. */
export function aTravelEntry(overrides: Partial<TravelEntryDto> = {}): TravelEntryDto {
  entryCount += 1;
  return {
    id: `entry-${entryCount}`,
    user_id: '7f1c2b7e-3f0a-4c55-9a49-1d2c9c0e8a11',
    entry_type: 'entry',
    entry_date: '2025-01-01',
    country: null,
    notes: null,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The two records of a visit; `exitDate` null for an ongoing one. */
export function aVisit(
  entryDate: string,
  exitDate: string | null,
  overrides: Partial<TravelEntryDto> = {},
): TravelEntryDto[] {
  const entry = aTravelEntry({ ...overrides, entry_type: 'entry', entry_date: entryDate });
  if (exitDate === null) return [entry];
  return [entry, aTravelEntry({ ...overrides, entry_type: 'exit', entry_date: exitDate })];
}
