import { useCallback } from 'react';

import type { UpdateProfileDto, UserDto } from '@app/contracts';
import type { LanguageCode } from '@app/i18n/web';

import { api } from '../api';
import { signedIn, useAuth } from '../session';
import { rememberLanguage } from './remember-language';

/**
 * PUT /api/user/profile with the language (issue #21: the choice is the profile's). The call
 * requires the e-mail address and both e-mail settings (SPEC §7): the stored ones go with it
 * unchanged; everything else absent stays as it is.
 */
const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<UserDto, { user: UserDto; language: LanguageCode }>({
      query: ({ user, language }) => {
        const body: UpdateProfileDto = {
          email: user.email,
          email_reminders: user.email_reminders,
          weekly_summaries: user.weekly_summaries,
          language,
        };
        return { url: 'user/profile', method: 'PUT', body };
      },
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
  }),
});

/**
 * The app's language menu's choice: for a signed-in user it is saved on the profile first
 * (`language`, which the server prefers to the cookie and the browser's languages), then kept as
 * a visitor's is. When the save fails the page stays as it is, and the promise rejects.
 */
export function useChooseLanguage(reload?: () => void): (language: LanguageCode) => Promise<void> {
  const { user } = useAuth();
  const [saveLanguage] = languageApi.useSaveLanguageMutation();
  return useCallback(
    async (language: LanguageCode) => {
      if (user) await saveLanguage({ user, language }).unwrap();
      rememberLanguage(language, reload);
    },
    [user, saveLanguage, reload],
  );
}
