import type { IntlShape } from 'react-intl';
import { ValidationError, type AnyObjectSchema } from 'yup';

import { PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH } from '../../../lib/password-rules';
import { intlIn } from '../../../testing/page-language';
import { signInSchema } from './sign-in.schema';
import { signUpSchema } from './sign-up.schema';

/** Every message the schema gives for `values`, by field. */
async function errorsOf(schema: AnyObjectSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

const valid = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

let english: IntlShape;
beforeAll(async () => {
  english = await intlIn('en');
});

describe('signUpSchema', () => {
  it('accepts a complete sign-up', async () => {
    expect(await errorsOf(signUpSchema(english), valid)).toEqual({});
  });

  it("rejects a confirmation shorter than 8 with the server's 'Password must be at least 8 characters'", async () => {
    const errors = await errorsOf(signUpSchema(english), {
      ...valid,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errors['confirmPassword']).toBe('Password must be at least 8 characters');
    expect(errors['confirmPassword']).toBe(PASSWORD_TOO_SHORT);
  });

  it("puts 'Passwords don't match' on confirmPassword", async () => {
    const errors = await errorsOf(signUpSchema(english), {
      ...valid,
      confirmPassword: 'correct horsE',
    });
    expect(errors).toEqual({ confirmPassword: "Passwords don't match" });
    expect(errors['confirmPassword']).toBe(PASSWORDS_DONT_MATCH);
  });

  it('asks for a valid e-mail address', async () => {
    const errors = await errorsOf(signUpSchema(english), { ...valid, email: 'alice.example.com' });
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('requires the username', async () => {
    const errors = await errorsOf(signUpSchema(english), { ...valid, username: '  ' });
    expect(errors).toEqual({ username: 'Username is required' });
  });

  it("words its messages in the page's language", async () => {
    const errors = await errorsOf(signUpSchema(await intlIn('de')), {
      ...valid,
      username: '',
      password: 'kurz',
      confirmPassword: 'ganz anders',
    });
    expect(errors).toEqual({
      username: 'Benutzername ist erforderlich',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein',
      confirmPassword: 'Die Passwörter stimmen nicht überein',
    });
  });
});

describe('signInSchema', () => {
  it('requires both the username (or e-mail) and the password', async () => {
    expect(await errorsOf(signInSchema(english), { username: '', password: '' })).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('accepts an e-mail address as the username', async () => {
    expect(
      await errorsOf(signInSchema(english), { username: 'alice@example.com', password: 'x' }),
    ).toEqual({});
  });
});
