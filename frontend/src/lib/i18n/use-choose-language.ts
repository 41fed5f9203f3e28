import { useCallback } from 'react';

import type { UserDto } from '@app/contracts';
import type { LanguageCode } from '@app/i18n/web';

import { api } from '../api';
import { signedIn, useAuth } from '../session';
import { rememberLanguage } from './remember-language';

/** PUT /api/user/profile with the language alone (issue #21: the choice is the profile's). */
const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<UserDto, LanguageCode>({
      query: (language) => ({ url: 'user/profile', method: 'PUT', body: { language } }),
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
      if (user) await saveLanguage(language).unwrap();
      rememberLanguage(language, reload);
    },
    [user, saveLanguage, reload],
  );
}
