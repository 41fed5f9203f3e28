import { createServer } from 'node:net';
import { Client } from 'pg';
import { Redis } from 'ioredis';

import { validateDto, RegisterDto } from '@app/contracts';

import { aRegistration, aUser } from './builders/user.builder';
import { createTestDatabase } from './postgres/create-test-database';
import { createTestRedis } from './redis/create-test-redis';
import { freePort } from './rpc/rpc-client';
import { uniqueTestLabel } from './test-file-label';

describe('uniqueTestLabel', () => {
  it('names the test file and differs on each call', () => {
    const first = uniqueTestLabel();
    expect(first).toMatch(/^test_kit_\d+_[0-9a-f]{6}$/);
    expect(uniqueTestLabel()).not.toBe(first);
  });
});

describe('createTestDatabase', () => {
  it('creates an empty database that drop() removes', async () => {
    const database = await createTestDatabase();
    expect(database.name).toMatch(/^test_test_kit_/);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
    await client.end();
    expect(rows).toEqual([{ db: database.name }]);

    await database.drop();
    const admin = new Client({
      connectionString:
        process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database.name]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });
});

describe('createTestRedis', () => {
  it('lists and deletes only the keys under its own prefix', async () => {
    const redis = await createTestRedis();
    const other = await createTestRedis();
    const client = new Redis(redis.url);
    try {
      await client.set(`${redis.keyPrefix}session:a`, '1');
      await client.set(`${redis.keyPrefix}session:b`, '2');
      await client.set(`${other.keyPrefix}session:a`, '3');
      expect(await redis.keys()).toEqual([
        `${redis.keyPrefix}session:a`,
        `${redis.keyPrefix}session:b`,
      ]);
      await redis.cleanup();
      expect(await client.exists(`${redis.keyPrefix}session:a`)).toBe(0);
      expect(await client.get(`${other.keyPrefix}session:a`)).toBe('3');
    } finally {
      await other.cleanup();
      await client.quit();
    }
  });
});

describe('builders', () => {
  it('builds a registration the contract accepts, unique each time', async () => {
    const first = aRegistration();
    expect((await validateDto(RegisterDto, first)).ok).toBe(true);
    expect(aRegistration().username).not.toBe(first.username);
  });

  it('builds a user with the SPEC defaults and overrides', () => {
    expect(aUser({ first_name: 'Ada' })).toMatchObject({
      first_name: 'Ada',
      timezone: 'UTC',
      email_reminders: true,
      weekly_summaries: true,
      has_donated: false,
      login_count: 0,
      role: 'user',
    });
  });
});

describe('freePort', () => {
  it('returns a port below the ephemeral range that one can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('never returns a port in use, nor the same port twice in a row', async () => {
    const first = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(first, '127.0.0.1', resolve));
    try {
      const second = await freePort();
      expect(second).not.toBe(first);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
