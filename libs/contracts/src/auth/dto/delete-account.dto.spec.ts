import { problemsOf } from '../../_testing/dto-test-helpers';
import { DeleteAccountDto } from './delete-account.dto';

describe('DeleteAccountDto', () => {
  it('accepts the current password', async () => {
    expect(await problemsOf(DeleteAccountDto, { password: 'anything at all' })).toEqual({});
  });

  it.each([{}, { password: '' }])('requires the password (%p)', async (plain) => {
    expect(await problemsOf(DeleteAccountDto, plain)).toEqual({
      password: ['Password is required'],
    });
  });

  it('rejects unknown fields', async () => {
    expect(await problemsOf(DeleteAccountDto, { password: 'x', userId: 'someone' })).toEqual({
      userId: ['property userId should not exist'],
    });
  });
});
