import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import type { UserDto } from '@app/contracts';

import { api, type ApiError } from '../api';

/**
 * The current user (SPEC §4): loaded once at start, `null` when signed out (a 401 is not an
 * error here). Sign-in, registration, profile edits and sign-out write this one cache entry.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<UserDto | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('user');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as UserDto };
      },
      providesTags: ['User'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;

/** Makes `user` the current user (after sign-in, registration or a profile update). */
export function signedIn(user: UserDto) {
  return sessionApi.util.upsertQueryEntries([
    { endpointName: 'getCurrentUser', arg: undefined, value: user },
  ]);
}

/**
 * Clears the current user and every other cached per-user answer, as after sign-out or account
 * deletion. Public data (the product configuration) stays cached.
 */
export function signedOut() {
  return (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    dispatch(
      sessionApi.util.upsertQueryEntries([
        { endpointName: 'getCurrentUser', arg: undefined, value: null },
      ]),
    );
    dispatch(api.util.invalidateTags(['TravelEntry', 'AdminStats', 'AdminUser']));
  };
}
