import type { IntlShape } from 'react-intl';
import { ValidationError, type AnyObjectSchema } from 'yup';

import { PASSWORD_TOO_SHORT } from '../../../lib/password-rules';
import { intlIn } from '../../../testing/page-language';
import { emailRequestSchema } from './email-request.schema';
import { resetPasswordSchema } from './reset-password.schema';

async function errorsOf(schema: AnyObjectSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

let english: IntlShape;
beforeAll(async () => {
  english = await intlIn('en');
});

describe('resetPasswordSchema', () => {
  it.each(['12345', '123456', '1234567'])(
    "refuses %j with the server's 'Password must be at least 8 characters' on both fields",
    async (password) => {
      expect(
        await errorsOf(resetPasswordSchema(english), {
          newPassword: password,
          confirmPassword: password,
        }),
      ).toEqual({
        newPassword: 'Password must be at least 8 characters',
        confirmPassword: 'Password must be at least 8 characters',
      });
    },
  );

  it("says it in English with the server's words (PASSWORD_TOO_SHORT, typed as its constant)", async () => {
    const errors = await errorsOf(resetPasswordSchema(english), {
      newPassword: '1',
      confirmPassword: '1',
    });
    expect(errors['newPassword']).toBe(PASSWORD_TOO_SHORT);
  });

  it("puts 'Passwords don't match' on confirmPassword", async () => {
    expect(
      await errorsOf(resetPasswordSchema(english), {
        newPassword: '12345678',
        confirmPassword: '123456789',
      }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts eight matching characters', async () => {
    expect(
      await errorsOf(resetPasswordSchema(english), {
        newPassword: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({});
  });

  it('counts the characters in the plural of the language (Russian)', async () => {
    expect(
      await errorsOf(resetPasswordSchema(await intlIn('ru')), {
        newPassword: '1234',
        confirmPassword: '1234',
      }),
    ).toEqual({
      newPassword: 'Пароль должен содержать не менее 8 символов',
      confirmPassword: 'Пароль должен содержать не менее 8 символов',
    });
  });
});

describe('emailRequestSchema', () => {
  it.each(['', 'not-an-email', 'a@'])(
    "rejects %j with 'Please enter a valid email address'",
    async (email) => {
      expect(await errorsOf(emailRequestSchema(english), { email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('accepts an address', async () => {
    expect(await errorsOf(emailRequestSchema(english), { email: 'alice@example.com' })).toEqual({});
  });
});
