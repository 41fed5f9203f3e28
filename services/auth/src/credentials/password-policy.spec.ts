import { COMMON_PASSWORD_MESSAGE, ValidationError } from '@app/contracts';

import { PasswordPolicy } from './password-policy';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  function problemOf(password: string, field: 'password' | 'newPassword'): unknown {
    try {
      policy.assertAcceptable(password, field);
      return undefined;
    } catch (error) {
      return error instanceof ValidationError ? error.toPayload() : error;
    }
  }

  it('refuses a common password as a problem of the named field', () => {
    expect(problemOf('Password1', 'password')).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: COMMON_PASSWORD_MESSAGE,
      details: { errors: [{ field: 'password', messages: [COMMON_PASSWORD_MESSAGE] }] },
    });
    expect(problemOf('iloveyou', 'newPassword')).toMatchObject({
      details: { errors: [{ field: 'newPassword', messages: [COMMON_PASSWORD_MESSAGE] }] },
    });
  });

  it('accepts an uncommon password', () => {
    expect(() => policy.assertAcceptable('Tangerine-Harbour-Lantern-42', 'password')).not.toThrow();
  });
});
