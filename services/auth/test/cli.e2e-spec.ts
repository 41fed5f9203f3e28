import { DataSource } from 'typeorm';

import { AuthPatterns, type LoginResult } from '@app/contracts';
import { aRegistration, createTestDatabase, RecordedOutput, type TestDatabase } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import { startAuthService } from './support/auth-test-service';

describe('cli.js', () => {
  let database: TestDatabase;
  let baseEnv: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    baseEnv = { DATABASE_URL: database.url, DATABASE_SCHEMA: 'accounts' };
  });

  afterAll(async () => {
    await database.drop();
  });

  async function run(args: string[], env: Record<string, string> = {}) {
    const output = new RecordedOutput();
    const code = await runCli(args, { env: { ...baseEnv, ...env }, output });
    return { code, output };
  }

  async function usersTable(): Promise<Array<{ username: string; role: string; email: string }>> {
    const dataSource = new DataSource({ type: 'postgres', url: database.url });
    await dataSource.initialize();
    try {
      return await dataSource.query(
        'SELECT username, role, email FROM accounts.users ORDER BY created_at, username',
      );
    } finally {
      await dataSource.destroy();
    }
  }

  it('prints its usage without a command and refuses an unknown one', async () => {
    const help = await run([]);
    expect(help.code).toBe(0);
    expect(help.output.lines.join('\n')).toContain('promote <username>');
    const unknown = await run(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.output.errors[0]).toBe('Unknown command "frobnicate".');
  });

  it('names a missing DATABASE_URL', async () => {
    const output = new RecordedOutput();
    expect(await runCli(['migrate'], { env: {}, output })).toBe(1);
    expect(output.errors.join('\n')).toContain('DATABASE_URL');
  });

  it('migrate creates the schema, then finds nothing to do', async () => {
    const first = await run(['migrate']);
    expect(first.code).toBe(0);
    expect(first.output.lines).toEqual([
      'Applied 5 migration(s) to "accounts": CreateAuthSchema1763769600000, AddProductUpdatesAndTravelSettings1767500000000, AddPendingEmail1768000000000, AddAdminMfa1768100000000, AddLanguage1768200000000',
    ]);
    const again = await run(['migrate']);
    expect(again.output.lines).toEqual(['Schema "accounts" is up to date.']);
  });

  it('seed-admin generates a password when none is set, prints it once, and is idempotent', async () => {
    const first = await run(['seed-admin'], {
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.com',
    });
    expect(first.code).toBe(0);
    const printed = first.output.lines.join('\n');
    const password = /ADMIN PASSWORD[^\n]*\n {2}(\S+)\n/.exec(printed)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await usersTable()).toEqual([
      { username: 'root', role: 'admin', email: 'root@example.com' },
    ]);

    const again = await run(['seed-admin'], {
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.com',
    });
    expect(again.code).toBe(0);
    expect(again.output.lines).toEqual(['Admin "root" already exists; nothing to do.']);
    expect(again.output.lines.join('\n')).not.toContain(password);

    // The printed password passes the password step (then the admin enrols a second factor).
    const auth = await startAuthService({ database, env: { DATABASE_SCHEMA: 'accounts' } });
    try {
      const challenge = await auth.call<LoginResult>(AuthPatterns.Login, {
        username: 'root',
        password,
      });
      expect(challenge).toMatchObject({
        mfaRequired: true,
        enrolment: { secret: expect.any(String) },
      });
    } finally {
      await auth.close();
    }
  });

  it('seed-admin without ADMIN_PASSWORD does nothing once any admin exists', async () => {
    const result = await run(['seed-admin'], { ADMIN_USERNAME: 'second-admin' });
    expect(result.code).toBe(0);
    expect(result.output.lines).toEqual(['An admin already exists ("root"); nothing to do.']);
  });

  it('seed-admin creates a further admin from ADMIN_PASSWORD, without printing it', async () => {
    const result = await run(['seed-admin'], {
      ADMIN_USERNAME: 'ops',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Ops-Password-Lantern-9',
    });
    expect(result.code).toBe(0);
    expect(result.output.lines).toEqual(['Admin "ops" <ops@example.com> created.']);
  });

  it('seed-admin refuses a common ADMIN_PASSWORD', async () => {
    const result = await run(['seed-admin'], {
      ADMIN_USERNAME: 'weak',
      ADMIN_EMAIL: 'weak@example.com',
      ADMIN_PASSWORD: 'password1',
    });
    expect(result.code).toBe(1);
    expect(result.output.errors[0]).toContain('too common');
  });

  it('seed-admin never turns an ordinary account into an admin', async () => {
    await insertUser('mallory', 'user');
    const result = await run(['seed-admin'], {
      ADMIN_USERNAME: 'mallory',
      ADMIN_PASSWORD: 'Mallory-Password-Lantern-9',
    });
    expect(result.code).toBe(1);
    expect(result.output.errors[0]).toContain('promote mallory');
    expect((await usersTable()).find((user) => user.username === 'mallory')?.role).toBe('user');
  });

  it('promote grants the admin role to an existing account, by its exact username', async () => {
    await insertUser('Carol', 'user');
    const wrongCase = await run(['promote', 'carol']);
    expect(wrongCase.code).toBe(1);
    expect(wrongCase.output.errors[0]).toContain('No account is named "carol"');

    const promoted = await run(['promote', 'Carol']);
    expect(promoted.code).toBe(0);
    expect(promoted.output.lines).toEqual(['"Carol" is now an admin.']);
    expect((await usersTable()).find((user) => user.username === 'Carol')?.role).toBe('admin');

    const again = await run(['promote', 'Carol']);
    expect(again.output.lines).toEqual(['"Carol" is already an admin; nothing to do.']);
  });

  it('promote needs exactly one username', async () => {
    expect((await run(['promote'])).code).toBe(2);
  });

  async function insertUser(username: string, role: 'user' | 'admin'): Promise<void> {
    const body = aRegistration({ username });
    const dataSource = new DataSource({ type: 'postgres', url: database.url });
    await dataSource.initialize();
    try {
      await dataSource.query(
        'INSERT INTO accounts.users (username, email, password_hash, role) VALUES ($1, $2, $3, $4)',
        [body.username, body.email, 'not-a-real-hash', role],
      );
    } finally {
      await dataSource.destroy();
    }
  }
});
