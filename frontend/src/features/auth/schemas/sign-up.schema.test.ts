import { ValidationError } from 'yup';

import { signInSchema } from './sign-in.schema';
import { signUpSchema } from './sign-up.schema';

/** Every message the schema gives for `values`, by field. */
async function errorsOf(schema: typeof signUpSchema | typeof signInSchema, values: object) {
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

describe('signUpSchema', () => {
  it('accepts a complete sign-up', async () => {
    expect(await errorsOf(signUpSchema, valid)).toEqual({});
  });

  it("rejects a confirmation shorter than 8 with 'Password must be at least 8 characters'", async () => {
    const errors = await errorsOf(signUpSchema, {
      ...valid,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errors['confirmPassword']).toBe('Password must be at least 8 characters');
  });

  it("puts 'Passwords don't match' on confirmPassword", async () => {
    const errors = await errorsOf(signUpSchema, { ...valid, confirmPassword: 'correct horsE' });
    expect(errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('asks for a valid e-mail address', async () => {
    const errors = await errorsOf(signUpSchema, { ...valid, email: 'alice.example.com' });
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('requires the username', async () => {
    const errors = await errorsOf(signUpSchema, { ...valid, username: '  ' });
    expect(errors).toEqual({ username: 'Username is required' });
  });
});

describe('signInSchema', () => {
  it('requires both the username (or e-mail) and the password', async () => {
    expect(await errorsOf(signInSchema, { username: '', password: '' })).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('accepts an e-mail address as the username', async () => {
    expect(await errorsOf(signInSchema, { username: 'alice@example.com', password: 'x' })).toEqual(
      {},
    );
  });
});
