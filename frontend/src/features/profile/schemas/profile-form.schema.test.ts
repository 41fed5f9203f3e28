import { createIntl, type IntlShape } from 'react-intl';
import { ValidationError } from 'yup';

import { intlLocale, loadedMessages, type LanguageCode } from '@app/i18n/web';

import { aUser } from '../../../testing/builders';
import { ENGLISH_PAGE, pageIn } from '../../../testing/page-language';
import { profileValuesOf } from '../profile-values';
import { arePassportDatesValid, profileFormSchema } from './profile-form.schema';

const TODAY = '2026-03-10';

/** The formatter of a page in `language` (its catalogues loaded: testing/page-language.ts). */
function intlIn(language: LanguageCode): IntlShape {
  return createIntl({
    locale: intlLocale(language),
    messages: loadedMessages(language) as Record<string, string>,
  });
}

async function errorsOf(values: object, today = TODAY, intl = intlIn(ENGLISH_PAGE.language)) {
  try {
    await profileFormSchema(intl, today).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

describe('profileFormSchema', () => {
  const valid = profileValuesOf(aUser());

  it('accepts a user with only the required fields (empty strings as Formik leaves them)', async () => {
    expect(
      await errorsOf({
        ...valid,
        first_name: undefined,
        last_name: undefined,
        passport_issue_date: undefined,
      }),
    ).toEqual({});
  });

  it("rejects an invalid e-mail with 'Invalid email'", async () => {
    expect(await errorsOf({ ...valid, email: 'nope' })).toEqual({ email: 'Invalid email' });
  });

  it('requires the three e-mail preferences', async () => {
    const errors = await errorsOf({
      ...valid,
      email_reminders: undefined,
      weekly_summaries: undefined,
      product_updates: undefined,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'email_reminders',
      'product_updates',
      'weekly_summaries',
    ]);
  });

  it('wants the passport expiry after the issue date', async () => {
    expect(
      await errorsOf({
        ...valid,
        passport_issue_date: '2020-01-01',
        passport_expiry_date: '2019-01-01',
      }),
    ).toEqual({ passport_expiry_date: 'Passport expiry date must be after the issue date' });
    expect(
      await errorsOf({
        ...valid,
        passport_issue_date: '2020-01-01',
        passport_expiry_date: '2020-01-01',
      }),
    ).toEqual({ passport_expiry_date: 'Passport expiry date must be after the issue date' });
    expect(arePassportDatesValid('2020-01-01', '2030-01-01', TODAY)).toBe(true);
    expect(arePassportDatesValid('', '2030-01-01', TODAY)).toBe(true);
    expect(arePassportDatesValid('2020-01-01', '2019-12-31', TODAY)).toBe(false);
  });

  it("refuses an issue date after the user's today, as the server does", async () => {
    const message =
      'Passport issue date cannot be in the future: enter the date printed in your passport';
    expect(await errorsOf({ ...valid, passport_issue_date: '2026-03-11' })).toEqual({
      passport_issue_date: message,
    });
    expect(await errorsOf({ ...valid, passport_issue_date: '2026-03-10' })).toEqual({});
    // Tomorrow's date is today for a user further east.
    expect(await errorsOf({ ...valid, passport_issue_date: '2026-03-11' }, '2026-03-11')).toEqual(
      {},
    );
    expect(arePassportDatesValid('2026-03-11', '', TODAY)).toBe(false);
    expect(arePassportDatesValid('2026-03-10', '', TODAY)).toBe(true);
  });

  it("says the rules in the page's language, with the server's numbers", async () => {
    const german = intlIn((await pageIn('de')).language);
    expect(
      await errorsOf(
        {
          ...valid,
          first_name: 'x'.repeat(101),
          email: 'nope',
          passport_issue_date: '2020-01-01',
          passport_expiry_date: '2019-01-01',
        },
        TODAY,
        german,
      ),
    ).toEqual({
      first_name: 'Der Vorname darf höchstens 100 Zeichen lang sein',
      email: 'Ungültige E-Mail-Adresse',
      passport_expiry_date:
        'Das Ablaufdatum des Reisepasses muss nach dem Ausstellungsdatum liegen',
    });
    expect(await errorsOf({ ...valid, first_name: 'x'.repeat(101) })).toEqual({
      first_name: 'First name must be at most 100 characters',
    });
  });
});
