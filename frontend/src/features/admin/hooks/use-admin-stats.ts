import { useMemo } from 'react';

import type { AdminUserListItemDto } from '@app/contracts';

import { isApiError } from '../../../lib/api';
import { useGetAdminStatsInfiniteQuery } from '../api/admin-api';

export interface AdminTotals {
  totalUsers: number;
  totalEntries: number;
  activeUsers: number;
}

/**
 * The admin statistics (SPEC §2): the totals of the newest page and the users of every page loaded
 * so far, with `loadMore` while the server has more. `isForbidden` when the server refuses
 * (403: the signed-in user is not an admin).
 */
export function useAdminStats() {
  const query = useGetAdminStatsInfiniteQuery();
  const pages = query.data?.pages;

  const users = useMemo<AdminUserListItemDto[]>(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) =>
      page.users.filter((user) => (seen.has(user.id) ? false : (seen.add(user.id), true))),
    );
  }, [pages]);

  const totals = useMemo<AdminTotals | null>(() => {
    const latest = pages?.[pages.length - 1];
    if (!latest) return null;
    return {
      totalUsers: latest.total_users,
      totalEntries: latest.total_entries,
      activeUsers: latest.active_users_last_7_days,
    };
  }, [pages]);

  return {
    totals,
    users,
    isLoading: query.isLoading,
    isError: query.isError && !pages,
    isForbidden: isApiError(query.error) && query.error.status === 403,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
