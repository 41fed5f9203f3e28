import { createHash, randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { createTestRedis, TEST_SESSION_SECRET, type TestRedis } from '@app/testing';

import { SessionStore } from './session-store';

const IDLE_MS = 60_000;
const ABSOLUTE_MS = 3_600_000;

let redis: TestRedis;
let client: Redis;
let store: SessionStore;

beforeAll(async () => {
  redis = await createTestRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  store = new SessionStore(client, {
    idleTimeoutMs: IDLE_MS,
    absoluteTimeoutMs: ABSOLUTE_MS,
    keyPrefix: redis.keyPrefix,
    secret: TEST_SESSION_SECRET,
  });
});

afterAll(async () => {
  await client.quit();
  await redis.cleanup();
});

/** The only session key of the store (its name is the id's hash). */
async function sessionKey(): Promise<string> {
  const keys = (await redis.keys()).filter((key) => key.startsWith(`${redis.keyPrefix}session:`));
  expect(keys).toHaveLength(1);
  return keys[0]!;
}

describe('SessionStore.resolve', () => {
  afterEach(async () => {
    const keys = await redis.keys();
    if (keys.length > 0) await client.del(...keys);
  });

  it('returns the session for its id and null for any other', async () => {
    const session = await store.create('user-1');

    await expect(store.resolve(session.id)).resolves.toEqual(session);
    await expect(store.resolve('not-a-session')).resolves.toBeNull();
    await expect(store.resolve(undefined)).resolves.toBeNull();
    await expect(store.resolve('x'.repeat(129))).resolves.toBeNull();
  });

  it('renews the idle timeout on every use', async () => {
    const session = await store.create('user-2');
    const key = await sessionKey();
    await client.pexpire(key, 1_000);

    await store.resolve(session.id);

    const ttl = await client.pttl(key);
    expect(ttl).toBeGreaterThan(IDLE_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(IDLE_MS);
  });

  it('refuses and removes a session past its absolute end, whatever its idle time left', async () => {
    const session = await store.create('user-3', Date.now() - ABSOLUTE_MS - 1);

    await expect(store.resolve(session.id)).resolves.toBeNull();
    expect(await redis.keys()).toEqual([]);
  });

  it('does not bring an ended session back', async () => {
    const session = await store.create('user-4');
    await store.destroy(session.id);

    await expect(store.resolve(session.id)).resolves.toBeNull();
    expect(await redis.keys()).toEqual([]);
  });
});

describe("an administrator's stricter policy", () => {
  const ADMIN = { idleTimeoutMs: 15_000, absoluteTimeoutMs: 120_000 };

  afterEach(async () => {
    const keys = await redis.keys();
    if (keys.length > 0) await client.del(...keys);
  });

  it('ends at its own absolute time and renews only its own idle time', async () => {
    const now = Date.now();
    const session = await store.create('admin-1', now, ADMIN);
    expect(session.expiresAt).toBe(now + ADMIN.absoluteTimeoutMs);
    const key = await sessionKey();
    expect(await client.pttl(key)).toBeLessThanOrEqual(ADMIN.idleTimeoutMs);

    await client.pexpire(key, 1_000);
    await expect(store.resolve(session.id)).resolves.toMatchObject({ userId: 'admin-1' });
    const ttl = await client.pttl(key);
    expect(ttl).toBeGreaterThan(ADMIN.idleTimeoutMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(ADMIN.idleTimeoutMs);

    await expect(store.resolve(session.id, now + ADMIN.absoluteTimeoutMs + 1)).resolves.toBeNull();
  });

  it('never lengthens the store’s own timeouts', async () => {
    const now = Date.now();
    const session = await store.create('user-5', now, {
      idleTimeoutMs: IDLE_MS * 10,
      absoluteTimeoutMs: ABSOLUTE_MS * 10,
    });
    expect(session.expiresAt).toBe(now + ABSOLUTE_MS);
    expect(session.idleTimeoutMs).toBeUndefined();
  });
});

describe('SessionStore.destroyAllForUser', () => {
  it('ends every session of the user, or every one but the session named', async () => {
    const [laptop, phone, tablet] = [
      await store.create('user-6'),
      await store.create('user-6'),
      await store.create('user-6'),
    ];
    const other = await store.create('user-7');

    await expect(store.destroyAllForUser('user-6', laptop.id)).resolves.toBe(2);
    await expect(store.resolve(laptop.id)).resolves.not.toBeNull();
    await expect(store.resolve(phone.id)).resolves.toBeNull();
    await expect(store.resolve(tablet.id)).resolves.toBeNull();
    await expect(store.destroyAllForUser('user-6', laptop.id)).resolves.toBe(0);

    await expect(store.destroyAllForUser('user-6')).resolves.toBe(1);
    await expect(store.resolve(laptop.id)).resolves.toBeNull();
    await expect(store.resolve(other.id)).resolves.not.toBeNull();
  });
});

describe('SessionStore: a write to Redis cannot make a session (docs/security.md)', () => {
  afterEach(async () => {
    const keys = await redis.keys();
    if (keys.length > 0) await client.del(...keys);
  });

  const keyOf = (id: string): string =>
    `${redis.keyPrefix}session:${createHash('sha256').update(id).digest('base64url')}`;

  it('refuses a record written without the secret (an admin session made by SET)', async () => {
    const id = randomBytes(32).toString('base64url');
    const now = Date.now();
    const forged = { userId: 'the-admin', createdAt: now, expiresAt: now + ABSOLUTE_MS };
    await client.set(keyOf(id), JSON.stringify(forged), 'PX', IDLE_MS);
    await expect(store.resolve(id)).resolves.toBeNull();
    await client.set(keyOf(id), JSON.stringify({ ...forged, mac: 'A'.repeat(43) }), 'PX', IDLE_MS);
    await expect(store.resolve(id)).resolves.toBeNull();
    await client.set(keyOf(id), 'not json', 'PX', IDLE_MS);
    await expect(store.resolve(id)).resolves.toBeNull();
  });

  it('refuses a genuine record changed to another user, or moved to a key of the intruder', async () => {
    const session = await store.create('user-5');
    const raw = (await client.get(await sessionKey()))!;
    await client.set(
      await sessionKey(),
      JSON.stringify({ ...JSON.parse(raw), userId: 'the-admin' }),
      'PX',
      IDLE_MS,
    );
    await expect(store.resolve(session.id)).resolves.toBeNull();

    const genuine = await store.create('the-admin');
    const stolen = (await client.get(keyOf(genuine.id)))!;
    const intruderId = randomBytes(32).toString('base64url');
    await client.set(keyOf(intruderId), stolen, 'PX', IDLE_MS);
    await expect(store.resolve(intruderId)).resolves.toBeNull();
    await expect(store.resolve(genuine.id)).resolves.toMatchObject({ userId: 'the-admin' });
  });

  it('refuses an administrator’s record whose shorter idle time was removed', async () => {
    const admin = await store.create('the-admin', Date.now(), {
      idleTimeoutMs: 15_000,
      absoluteTimeoutMs: 120_000,
    });
    const key = keyOf(admin.id);
    const sealed = JSON.parse((await client.get(key))!) as Record<string, unknown>;
    expect(sealed['idleTimeoutMs']).toBe(15_000);
    delete sealed['idleTimeoutMs'];
    await client.set(key, JSON.stringify(sealed), 'PX', IDLE_MS);
    await expect(store.resolve(admin.id)).resolves.toBeNull();
  });

  it('refuses the records of another secret, and a secret shorter than 32 characters', async () => {
    const other = new SessionStore(client, {
      idleTimeoutMs: IDLE_MS,
      absoluteTimeoutMs: ABSOLUTE_MS,
      keyPrefix: redis.keyPrefix,
      secret: 'another-session-secret-0123456789abcdef',
    });
    const session = await other.create('user-6');
    await expect(store.resolve(session.id)).resolves.toBeNull();
    expect(
      () =>
        new SessionStore(client, {
          idleTimeoutMs: IDLE_MS,
          absoluteTimeoutMs: ABSOLUTE_MS,
          secret: 'short',
        }),
    ).toThrow('SESSION_SECRET must have at least 32 characters');
  });
});
