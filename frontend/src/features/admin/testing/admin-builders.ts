import type { AdminStatsDto, AdminUserListItemDto, UserDetailsDto } from '@app/contracts';

import { aTravelEntry } from '../../../testing/builders';

let userCount = 0;

/** One row of the admin user list; override what the test is about. */
export function anAdminListUser(
  overrides: Partial<AdminUserListItemDto> = {},
): AdminUserListItemDto {
  userCount += 1;
  return {
    id: `0c9a1d2e-0000-4000-8000-${String(userCount).padStart(12, '0')}`,
    username: `user${userCount}`,
    email: `user${userCount}@example.com`,
    created_at: '2025-02-01T09:00:00.000Z',
    entry_count: 2,
    last_entry_date: '2025-03-10',
    ...overrides,
  };
}

/** GET /api/admin/stats with `users` and totals computed from them unless overridden. */
export function someAdminStats(
  users: AdminUserListItemDto[],
  overrides: Partial<AdminStatsDto> = {},
): AdminStatsDto {
  return {
    total_users: users.length,
    total_entries: users.reduce((sum, user) => sum + user.entry_count, 0),
    active_users_last_7_days: 1,
    users,
    next_cursor: null,
    ...overrides,
  };
}

/** GET /api/admin/users/{id}/entries for `user`. */
export function someUserDetails(
  user: AdminUserListItemDto,
  entries = [
    aTravelEntry({
      user_id: user.id,
      entry_type: 'entry',
      entry_date: '2025-03-01',
      country: 'France',
      notes: 'Paris trip',
    }),
    aTravelEntry({ user_id: user.id, entry_type: 'exit', entry_date: '2025-03-10' }),
  ],
): UserDetailsDto {
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: 'Bob',
      last_name: null,
      created_at: user.created_at,
    },
    entries,
  };
}
