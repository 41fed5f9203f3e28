import type {
  AdminCleanupResultDto,
  AdminStatsDto,
  AdminUserIdsDto,
  BulkEmailResultDto,
  UserDetailsDto,
} from '@app/contracts';

import { api } from '../../../lib/api';
import {
  ADMIN_USERS_PAGE_SIZE,
  type DeleteUserEntryRequest,
  type SendAdminEmailRequest,
} from './admin-types';

const STATS_TAG = { type: 'AdminStats', id: 'LIST' } as const;
const USERS_TAG = { type: 'AdminUser', id: 'LIST' } as const;

const userTag = (userId: string) => ({ type: 'AdminUser' as const, id: userId });

/**
 * The statistics are a read model that follows the services' events (ADR 0010), usually within a
 * second: a reload right after a deletion would still show the deleted data. So a deletion is
 * applied to the cached statistics at once, and the statistics reload once the read model has had
 * time to follow (SPEC §4 "the stats reload"). 'Cleanup Orphaned' reloads them after the same delay.
 */
export const STATS_RELOAD_DELAY_MS = 2000;

type StatsPatch = (page: AdminStatsDto, pageIndex: number) => void;

/**
 * The admin calls of SPEC §7. The stats are an infinite query: the first page carries the totals,
 * each page up to `ADMIN_USERS_PAGE_SIZE` users, and 'Load more' follows `next_cursor`.
 * Invalidating `AdminStats` refetches every loaded page (SPEC §4: "the stats reload").
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.infiniteQuery<AdminStatsDto, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: 'admin/stats',
        params: {
          limit: ADMIN_USERS_PAGE_SIZE,
          ...(pageParam === null ? {} : { cursor: pageParam }),
        },
      }),
      providesTags: [STATS_TAG],
    }),
    getAdminUserIds: build.query<AdminUserIdsDto, void>({
      query: () => 'admin/users/ids',
      providesTags: [STATS_TAG],
    }),
    getUserDetails: build.query<UserDetailsDto, string>({
      query: (userId) => `admin/users/${encodeURIComponent(userId)}/entries`,
      providesTags: (_result, _error, userId) => [userTag(userId), USERS_TAG],
    }),
    deleteUser: build.mutation<null, string>({
      query: (userId) => ({ url: `admin/users/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, userId) => [userTag(userId)],
      async onQueryStarted(userId, { dispatch, getState, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        const pages = adminApi.endpoints.getAdminStats.select()(getState()).data?.pages ?? [];
        const removed = pages.flatMap((page) => page.users).find((user) => user.id === userId);
        dispatch(
          patchStats((page, index) => {
            page.users = page.users.filter((user) => user.id !== userId);
            if (index === 0) {
              page.total_users = Math.max(0, page.total_users - 1);
              page.total_entries = Math.max(0, page.total_entries - (removed?.entry_count ?? 0));
            }
          }),
        );
        reloadStatsLater(dispatch);
      },
    }),
    deleteUserEntry: build.mutation<null, DeleteUserEntryRequest>({
      query: ({ userId, entryId }) => ({
        url: `admin/users/${encodeURIComponent(userId)}/entries/${encodeURIComponent(entryId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { userId }) => [userTag(userId)],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        dispatch(
          patchStats((page, index) => {
            for (const user of page.users) {
              if (user.id === userId) user.entry_count = Math.max(0, user.entry_count - 1);
            }
            if (index === 0) page.total_entries = Math.max(0, page.total_entries - 1);
          }),
        );
        reloadStatsLater(dispatch);
      },
    }),
    sendAdminEmail: build.mutation<BulkEmailResultDto, SendAdminEmailRequest>({
      query: (body) => ({ url: 'admin/send-email', method: 'POST', body }),
    }),
    cleanupAllEntries: build.mutation<AdminCleanupResultDto, void>({
      query: () => ({ url: 'admin/cleanup-all-entries', method: 'POST' }),
      // The user details come straight from the travel service; the statistics follow its events.
      invalidatesTags: [USERS_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled)) reloadStatsLater(dispatch);
      },
    }),
  }),
});

async function succeeded(queryFulfilled: Promise<unknown>): Promise<boolean> {
  try {
    await queryFulfilled;
    return true;
  } catch {
    return false;
  }
}

/** The thunk applying `patch` to every loaded page of the cached statistics. */
function patchStats(patch: StatsPatch) {
  return adminApi.util.updateQueryData('getAdminStats', undefined, (data) => {
    data.pages.forEach((page, index) => patch(page, index));
  });
}

/** Reloads the statistics once the read model has had time to follow the events. */
function reloadStatsLater(
  dispatch: (action: ReturnType<typeof adminApi.util.invalidateTags>) => unknown,
): void {
  setTimeout(() => dispatch(adminApi.util.invalidateTags([STATS_TAG])), STATS_RELOAD_DELAY_MS);
}

export const {
  useGetAdminStatsInfiniteQuery,
  useLazyGetAdminUserIdsQuery,
  useGetUserDetailsQuery,
  useDeleteUserMutation,
  useDeleteUserEntryMutation,
  useSendAdminEmailMutation,
  useCleanupAllEntriesMutation,
} = adminApi;
