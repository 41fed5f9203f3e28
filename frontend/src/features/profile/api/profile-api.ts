import type {
  DeleteAccountDto,
  UpdateProfileDto,
  UserDataExportDto,
  UserDto,
} from '@app/contracts';

import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/download';
import { signedIn } from '../../../lib/session';

/** PUT /api/user/profile (SPEC §7). */
export type UpdateProfileRequest = UpdateProfileDto;

export interface MyDataExport {
  /** Everything the services hold about the user: profile, travel entries, donations, … */
  data: UserDataExportDto;
  /** From the server's Content-Disposition, when it sends one. */
  fileName: string | null;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserDto, UpdateProfileRequest>({
      query: (body) => ({ url: 'user/profile', method: 'PUT', body }),
      // SPEC §7: "on success the user read is refreshed" — the answer is the fresh user.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
    deleteAccount: build.mutation<null, DeleteAccountDto>({
      query: (body) => ({ url: 'user', method: 'DELETE', body }),
    }),
    exportMyData: build.mutation<MyDataExport, void>({
      query: () => ({ url: 'user/export', method: 'GET' }),
      transformResponse: (data: UserDataExportDto, meta) => ({
        data,
        fileName: fileNameFromDisposition(meta?.response?.headers.get('content-disposition')),
      }),
    }),
  }),
});

export const { useUpdateProfileMutation, useDeleteAccountMutation, useExportMyDataMutation } =
  profileApi;
