import { createHash } from 'node:crypto';

import { problemsOf } from '../../_testing/dto-test-helpers';
import {
  AttachResetTokenRpcRequest,
  DeleteAccountRpcRequest,
  LoginRpcRequest,
  LogoutRpcRequest,
  RegisterRpcRequest,
  UpdateProfileRpcRequest,
  UserIdRpcRequest,
} from './auth-rpc-requests.dto';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const SESSION_ID = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr';

describe('RegisterRpcRequest', () => {
  const body = { username: 'ada', email: 'ada@example.com', password: 'correct horse' };

  it('is the sign-up body with an optional previous session', async () => {
    expect(await problemsOf(RegisterRpcRequest, body)).toEqual({});
    expect(
      await problemsOf(RegisterRpcRequest, { ...body, previousSessionId: SESSION_ID }),
    ).toEqual({});
  });

  it('keeps the sign-up rules', async () => {
    expect(await problemsOf(RegisterRpcRequest, { ...body, password: 'short' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it('refuses an overlong previous session id', async () => {
    expect(
      await problemsOf(RegisterRpcRequest, { ...body, previousSessionId: 'x'.repeat(129) }),
    ).toEqual({ previousSessionId: ['previousSessionId is too long'] });
  });
});

describe('LoginRpcRequest', () => {
  it('is the sign-in body with an optional previous session', async () => {
    expect(
      await problemsOf(LoginRpcRequest, {
        username: 'ada',
        password: 'x',
        previousSessionId: SESSION_ID,
      }),
    ).toEqual({});
  });

  it('refuses a role sent by a client', async () => {
    expect(
      await problemsOf(LoginRpcRequest, { username: 'ada', password: 'x', role: 'admin' }),
    ).toEqual({ role: ['property role should not exist'] });
  });
});

describe('LogoutRpcRequest', () => {
  it('requires the session id', async () => {
    expect(await problemsOf(LogoutRpcRequest, { sessionId: SESSION_ID })).toEqual({});
    expect(await problemsOf(LogoutRpcRequest, {})).toEqual({
      sessionId: ['sessionId is required'],
    });
  });
});

describe('UserIdRpcRequest', () => {
  it('requires a valid user id', async () => {
    expect(await problemsOf(UserIdRpcRequest, { userId: USER_ID })).toEqual({});
    expect(await problemsOf(UserIdRpcRequest, { userId: 'ada' })).toEqual({
      userId: ['userId must be a valid id'],
    });
  });
});

describe('UpdateProfileRpcRequest', () => {
  it('is the profile form with the user id', async () => {
    expect(
      await problemsOf(UpdateProfileRpcRequest, {
        userId: USER_ID,
        email: 'ada@example.com',
        email_reminders: true,
        weekly_summaries: false,
      }),
    ).toEqual({});
  });

  it('refuses a role sent by a client', async () => {
    expect(
      await problemsOf(UpdateProfileRpcRequest, {
        userId: USER_ID,
        email: 'ada@example.com',
        email_reminders: true,
        weekly_summaries: false,
        role: 'admin',
      }),
    ).toEqual({ role: ['property role should not exist'] });
  });
});

describe('DeleteAccountRpcRequest', () => {
  it('needs the user id and the password', async () => {
    expect(await problemsOf(DeleteAccountRpcRequest, { userId: USER_ID, password: 'x' })).toEqual(
      {},
    );
    expect(await problemsOf(DeleteAccountRpcRequest, { userId: USER_ID })).toEqual({
      password: ['Password is required'],
    });
  });
});

describe('AttachResetTokenRpcRequest', () => {
  const tokenHash = createHash('sha256').update('raw-token').digest('hex');

  it('accepts a request id and a hex SHA-256', async () => {
    expect(await problemsOf(AttachResetTokenRpcRequest, { requestId: USER_ID, tokenHash })).toEqual(
      {},
    );
  });

  it.each(['raw-token', tokenHash.toUpperCase(), tokenHash.slice(1)])(
    'refuses %p as a token hash',
    async (value) => {
      expect(
        await problemsOf(AttachResetTokenRpcRequest, { requestId: USER_ID, tokenHash: value }),
      ).toEqual({ tokenHash: ['tokenHash must be a lower-case hex SHA-256'] });
    },
  );
});
