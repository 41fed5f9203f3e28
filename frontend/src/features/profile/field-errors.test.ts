import { createIntl, type IntlShape } from 'react-intl';

import { intlLocale, loadedMessages, type LanguageCode } from '@app/i18n/web';

import type { ApiError } from '../../lib/api';
import { ENGLISH_PAGE, pageIn } from '../../testing/page-language';
import { fieldErrorsOf, SERVER_TEXTS, serverText } from './field-errors';

function intlIn(language: LanguageCode): IntlShape {
  return createIntl({
    locale: intlLocale(language),
    messages: loadedMessages(language) as Record<string, string>,
  });
}

describe("the auth service's texts on the profile", () => {
  it('are, in English, the catalogue messages word for word', () => {
    const english = intlIn(ENGLISH_PAGE.language);
    for (const text of Object.keys(SERVER_TEXTS)) {
      expect(serverText(english, text)).toBe(text);
    }
  });

  it("are shown in the page's language, and an unknown text as the server wrote it", async () => {
    const german = intlIn((await pageIn('de')).language);
    expect(serverText(german, 'Password must be at least 8 characters')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    );
    expect(serverText(german, 'Your password was just changed elsewhere.')).toBe(
      'Your password was just changed elsewhere.',
    );
  });

  it("put a 400's field messages on the form's fields, translated", async () => {
    const german = intlIn((await pageIn('de')).language);
    const error: ApiError = {
      status: 400,
      message: '400: …',
      body: {
        statusCode: 400,
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        details: {
          errors: [
            {
              field: 'current_password',
              messages: ['Your current password is not correct. Please check it and try again.'],
            },
            { field: 'username', messages: ['not a field of this form'] },
          ],
        },
      },
    };
    expect(fieldErrorsOf(error, ['current_password', 'new_password'] as const, german)).toEqual({
      current_password:
        'Ihr aktuelles Passwort ist nicht korrekt. Bitte überprüfen Sie es und versuchen Sie es erneut.',
    });
  });
});
