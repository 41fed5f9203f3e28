import type { UpdateTravelSettingsDto, UserDto } from '@app/contracts';

import { api } from '../api';
import { sessionApi, signedIn } from '../session';

/**
 * PATCH /api/user/travel-settings: the signed-in traveller's EES, insurance and
 * travel-authorisation settings, kept with the account. Optimistic: the current user shows the
 * change at once, and goes back to what it was if the server refuses it.
 */
export const travelSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateTravelSettings: build.mutation<UserDto, UpdateTravelSettingsDto>({
      query: (body) => ({ url: 'user/travel-settings', method: 'PATCH', body }),
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
            if (user) Object.assign(user, changes);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useUpdateTravelSettingsMutation } = travelSettingsApi;
