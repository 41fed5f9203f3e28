import type {
  ChangePasswordDto,
  ConfirmEmailChangeDto,
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
    /** Beyond SPEC: the current password and a new one; other devices are signed out. */
    changePassword: build.mutation<{ message: string }, ChangePasswordDto>({
      query: (body) => ({ url: 'user/password', method: 'PUT', body }),
    }),
    /** Beyond SPEC: "Sign out of all devices", this one too. */
    signOutEverywhere: build.mutation<null, void>({
      query: () => ({ url: 'user/sessions', method: 'DELETE' }),
    }),
    /** Beyond SPEC: the link e-mailed to a new address (/confirm-email?token=…). */
    confirmEmail: build.mutation<{ message: string }, ConfirmEmailChangeDto>({
      query: (body) => ({ url: 'confirm-email', method: 'POST', body }),
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

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useSignOutEverywhereMutation,
  useConfirmEmailMutation,
  useDeleteAccountMutation,
  useExportMyDataMutation,
} = profileApi;
