import { problemsOf } from '../../_testing/dto-test-helpers';
import { ForgotPasswordDto } from './forgot-password.dto';

describe('ForgotPasswordDto', () => {
  it('accepts an email address', async () => {
    expect(await problemsOf(ForgotPasswordDto, { email: 'ada@example.com' })).toEqual({});
  });

  it.each([{}, { email: '' }, { email: 'ada@@example.com' }])(
    'rejects %p with the SPEC message',
    async (plain) => {
      expect(await problemsOf(ForgotPasswordDto, plain)).toEqual({
        email: ['Please enter a valid email address'],
      });
    },
  );
});
