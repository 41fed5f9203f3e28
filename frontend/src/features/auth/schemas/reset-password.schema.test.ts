import { ValidationError } from 'yup';

import { emailRequestSchema } from './email-request.schema';
import { resetPasswordSchema } from './reset-password.schema';

async function errorsOf(
  schema: typeof resetPasswordSchema | typeof emailRequestSchema,
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

describe('resetPasswordSchema', () => {
  it.each(['12345', '123456', '1234567'])(
    "refuses %j with the server's 'Password must be at least 8 characters' on both fields",
    async (password) => {
      expect(
        await errorsOf(resetPasswordSchema, { newPassword: password, confirmPassword: password }),
      ).toEqual({
        newPassword: 'Password must be at least 8 characters',
        confirmPassword: 'Password must be at least 8 characters',
      });
    },
  );

  it("puts 'Passwords don't match' on confirmPassword", async () => {
    expect(
      await errorsOf(resetPasswordSchema, {
        newPassword: '12345678',
        confirmPassword: '123456789',
      }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts eight matching characters', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });
});

describe('emailRequestSchema', () => {
  it.each(['', 'not-an-email', 'a@'])(
    "rejects %j with 'Please enter a valid email address'",
    async (email) => {
      expect(await errorsOf(emailRequestSchema, { email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('accepts an address', async () => {
    expect(await errorsOf(emailRequestSchema, { email: 'alice@example.com' })).toEqual({});
  });
});
