/**
 * User enumeration at sign-in, deterministically: a wrong password for a known account and any
 * password for an unknown one both cost one real argon2id verification, with the same parameters,
 * and get the same answer. (How long each takes on this machine is printed by
 * bench/enumeration-timing.bench.mjs, not asserted: tests do not time.)
 */
import { randomUUID } from 'node:crypto';

import * as argon2 from 'argon2';

import { AuthPatterns, INVALID_CREDENTIALS_MESSAGE } from '@app/contracts';

import { startAuthService, type AuthTestService } from './support/auth-test-service';

// Every argon2 verification the service runs goes through this counting wrapper of the real one.
jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof argon2>('argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const verify = jest.mocked(argon2.verify);

const INVALID_CREDENTIALS = {
  code: 'AUTH_INVALID_CREDENTIALS',
  status: 401,
  message: INVALID_CREDENTIALS_MESSAGE,
};

/** The algorithm, version and cost of a PHC hash string, e.g. `argon2id v=19 m=19456,p=1,t=2`. */
function costOf(hash: string): string {
  const [, algorithm, version, params] = hash.split('$');
  return `${algorithm} ${version} ${params?.split(',').sort().join(',')}`;
}

describe('sign-in for a known and an unknown account', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth.close();
  });

  /** Signs in, expecting a refusal; returns it with the argon2 verifications it ran. */
  async function refusedSignIn(username: string, password: string) {
    verify.mockClear();
    const refusal = await auth.call(AuthPatterns.Login, { username, password }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const verifications = verify.mock.calls.map(([hash, plain]) => ({ hash, plain }));
    const results = await Promise.all(verify.mock.results.map((result) => result.value));
    return { refusal, verifications, results };
  }

  it.each([
    ['an unknown username', () => `nobody_${randomUUID().slice(0, 8)}`],
    ['an unknown e-mail address', () => `nobody-${randomUUID()}@example.com`],
  ])(
    'verifies the password of %s with argon2id at the same cost as a wrong password, and answers the same',
    async (_, unknownName) => {
      const { user, body } = await auth.register();
      const [stored] = await auth.dataSource.query<Array<{ password_hash: string }>>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );

      const known = await refusedSignIn(body.username, 'not-the-password-1');
      const unknown = await refusedSignIn(unknownName(), 'not-the-password-1');

      expect(known.verifications).toEqual([
        { hash: stored!.password_hash, plain: 'not-the-password-1' },
      ]);
      expect(unknown.verifications).toHaveLength(1);
      expect(unknown.verifications[0]!.plain).toBe('not-the-password-1');
      expect(unknown.verifications[0]!.hash).not.toBe(stored!.password_hash);
      // A well-formed hash of the same algorithm and cost: the same work, not a quick failure.
      expect(costOf(unknown.verifications[0]!.hash)).toBe(costOf(stored!.password_hash));
      expect(costOf(stored!.password_hash)).toBe('argon2id v=19 m=19456,p=1,t=2');
      expect(known.results).toEqual([false]);
      expect(unknown.results).toEqual([false]);

      expect(known.refusal).toMatchObject(INVALID_CREDENTIALS);
      expect(unknown.refusal).toEqual(known.refusal);
    },
  );
});
