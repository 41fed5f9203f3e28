import { problemsOf } from '../../_testing/dto-test-helpers';
import { INVALID_RESET_TOKEN_MESSAGE, ResetPasswordDto } from './reset-password.dto';

describe('ResetPasswordDto', () => {
  it('accepts a token and a new password of 6 characters', async () => {
    expect(await problemsOf(ResetPasswordDto, { token: 'abc', newPassword: '123456' })).toEqual({});
  });

  it('rejects a new password shorter than 6 characters with the SPEC message', async () => {
    expect(await problemsOf(ResetPasswordDto, { token: 'abc', newPassword: '12345' })).toEqual({
      newPassword: ['Password must be at least 6 characters long'],
    });
  });

  it('rejects a missing or empty token with the SPEC message', async () => {
    expect(await problemsOf(ResetPasswordDto, { newPassword: '123456' })).toEqual({
      token: [INVALID_RESET_TOKEN_MESSAGE],
    });
    expect(await problemsOf(ResetPasswordDto, { token: '', newPassword: '123456' })).toEqual({
      token: [INVALID_RESET_TOKEN_MESSAGE],
    });
    expect(INVALID_RESET_TOKEN_MESSAGE).toBe(
      'This reset link is either invalid or has expired. Please request a new password reset.',
    );
  });

  it('rejects the form-only confirmPassword field', async () => {
    expect(
      await problemsOf(ResetPasswordDto, {
        token: 'abc',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({ confirmPassword: ['property confirmPassword should not exist'] });
  });
});
