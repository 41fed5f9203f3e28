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
  it("gives 'Password must be at least 6 characters long' on both fields", async () => {
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters long',
      confirmPassword: 'Password must be at least 6 characters long',
    });
  });

  it("puts 'Passwords don't match' on confirmPassword", async () => {
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '123456', confirmPassword: '1234567' }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts six matching characters', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { newPassword: '123456', confirmPassword: '123456' }),
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
