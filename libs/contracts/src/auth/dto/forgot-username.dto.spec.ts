import { problemsOf } from '../../_testing/dto-test-helpers';
import { ForgotUsernameDto } from './forgot-username.dto';

describe('ForgotUsernameDto', () => {
  it('accepts an email address', async () => {
    expect(await problemsOf(ForgotUsernameDto, { email: 'ada@example.com' })).toEqual({});
  });

  it.each([{}, { email: '' }, { email: 'ada' }, { email: 42 }])(
    'rejects %p with the SPEC message',
    async (plain) => {
      expect(await problemsOf(ForgotUsernameDto, plain)).toEqual({
        email: ['Please enter a valid email address'],
      });
    },
  );
});
