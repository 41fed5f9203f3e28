import { problemsOf } from '../../_testing/dto-test-helpers';
import { LoginDto } from './login.dto';

describe('LoginDto', () => {
  it('accepts a username and a password', async () => {
    expect(await problemsOf(LoginDto, { username: 'Ada', password: 'secret' })).toEqual({});
  });

  it('accepts an email address in place of the username', async () => {
    expect(await problemsOf(LoginDto, { username: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('requires both fields', async () => {
    expect(await problemsOf(LoginDto, {})).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('treats empty strings as missing', async () => {
    expect(await problemsOf(LoginDto, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('rejects unknown fields', async () => {
    expect(await problemsOf(LoginDto, { username: 'Ada', password: 'x', remember: true })).toEqual({
      remember: ['property remember should not exist'],
    });
  });
});
