import type { MfaRequiredDto, MfaSignInDto, UserDto } from '@app/contracts';

import { api } from '../../../lib/api';
import { signedIn } from '../../../lib/session';

export interface LoginRequest {
  /** The username (case sensitive) or the e-mail address. */
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

/** The gateway answers recovery calls with a message we do not rely on (SPEC §7). */
export interface MessageResponse {
  message?: string;
}

/** Sign-in, sign-up and account recovery (SPEC §7). A signed-in answer becomes the current user. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A traveller is signed in at once; an administrator gets the second step (`loginMfa`). */
    login: build.mutation<UserDto | MfaRequiredDto, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !isMfaRequired(data)) dispatch(signedIn(data));
      },
    }),
    /**
     * Beyond SPEC: an administrator's code (or recovery code). The caller signs the user in once
     * any recovery codes have been shown.
     */
    loginMfa: build.mutation<MfaSignInDto, { code: string }>({
      query: (body) => ({ url: 'login/mfa', method: 'POST', body }),
    }),
    register: build.mutation<UserDto, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
    forgotUsername: build.mutation<MessageResponse | null, { email: string }>({
      query: (body) => ({ url: 'forgot-username', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse | null, { email: string }>({
      query: (body) => ({ url: 'forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse | null, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
  }),
});

/** Whether a sign-in answer asks for the administrator's second step. */
export function isMfaRequired(answer: UserDto | MfaRequiredDto): answer is MfaRequiredDto {
  return 'mfa_required' in answer;
}

export const {
  useLoginMutation,
  useLoginMfaMutation,
  useRegisterMutation,
  useForgotUsernameMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
