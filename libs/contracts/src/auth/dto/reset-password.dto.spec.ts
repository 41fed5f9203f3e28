import { problemsOf } from '../../_testing/dto-test-helpers';
import { INVALID_RESET_TOKEN_MESSAGE } from '../auth.messages';
import { ResetPasswordDto } from './reset-password.dto';

describe('ResetPasswordDto', () => {
  it('accepts a token and a new password of 8 characters', async () => {
    expect(await problemsOf(ResetPasswordDto, { token: 'abc', newPassword: '12345678' })).toEqual(
      {},
    );
  });

  it('asks for 8 characters on the server, as at sign-up', async () => {
    expect(await problemsOf(ResetPasswordDto, { token: 'abc', newPassword: '1234567' })).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
  });

  it('rejects a new password longer than 1,024 characters', async () => {
    expect(
      await problemsOf(ResetPasswordDto, { token: 'abc', newPassword: 'x'.repeat(1025) }),
    ).toEqual({ newPassword: ['Password must be at most 1024 characters'] });
  });

  it('rejects a missing or empty token with the SPEC message', async () => {
    expect(await problemsOf(ResetPasswordDto, { newPassword: '12345678' })).toEqual({
      token: [INVALID_RESET_TOKEN_MESSAGE],
    });
    expect(await problemsOf(ResetPasswordDto, { token: '', newPassword: '12345678' })).toEqual({
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
        newPassword: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({ confirmPassword: ['property confirmPassword should not exist'] });
  });
});
