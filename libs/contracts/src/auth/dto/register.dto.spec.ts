import { problemsOf } from '../../_testing/dto-test-helpers';
import { RegisterDto } from './register.dto';

const valid = { username: 'ada.lovelace_1-x', email: 'ada@example.com', password: 'correct horse' };

describe('RegisterDto', () => {
  it('accepts a username, an email and a password', async () => {
    expect(await problemsOf(RegisterDto, valid)).toEqual({});
  });

  it('requires every field', async () => {
    expect(await problemsOf(RegisterDto, {})).toEqual({
      username: ['Username is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('rejects the form-only confirmPassword field', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, confirmPassword: valid.password })).toEqual({
      confirmPassword: ['property confirmPassword should not exist'],
    });
  });

  it.each(['ab', 'a'.repeat(33)])(
    'rejects a username of the wrong length (%p)',
    async (username) => {
      expect(await problemsOf(RegisterDto, { ...valid, username })).toEqual({
        username: ['Username must be 3 to 32 characters long'],
      });
    },
  );

  it.each(['ada lovelace', 'ada@home', 'ädä'])('rejects a username with %p', async (username) => {
    expect(await problemsOf(RegisterDto, { ...valid, username })).toEqual({
      username: ['Username may contain only letters, digits, dots, underscores and hyphens'],
    });
  });

  it('accepts usernames of 3 and 32 characters', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, username: 'abc' })).toEqual({});
    expect(await problemsOf(RegisterDto, { ...valid, username: 'a'.repeat(32) })).toEqual({});
  });

  it('rejects an invalid email', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, email: 'ada@' })).toEqual({
      email: ['Invalid email'],
    });
  });

  it('rejects a password shorter than 8 characters with the SPEC message', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, password: '1234567' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it('rejects a password longer than 1,024 characters', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, password: 'x'.repeat(1025) })).toEqual({
      password: ['Password must be at most 1024 characters'],
    });
  });

  it('accepts a passphrase of 1,024 characters', async () => {
    expect(await problemsOf(RegisterDto, { ...valid, password: 'x'.repeat(1024) })).toEqual({});
  });
});
