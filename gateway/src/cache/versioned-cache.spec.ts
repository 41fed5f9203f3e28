import type { Redis } from 'ioredis';

import {
  CREATED_VERSION_TTL_MS,
  VersionedCache,
  type VersionedCacheOptions,
} from './versioned-cache';

const USER = '6f1c1e9e-4a57-4d8e-9f57-0c1f0f9d4a11';
const OTHER = '0b7d9c59-7a53-4f0e-8f0a-3a7d2c9b1e22';
const keyOf = (userId: string) => `test:version:${userId}`;

/** A Redis of plain GET and SET (with NX), enough for the cache; `hooks` run inside commands. */
function fakeRedis() {
  const values = new Map<string, string>();
  const hooks: { beforeSet?: () => void } = {};
  const redis = {
    get: jest.fn(async (key: string) => values.get(key) ?? null),
    set: jest.fn(async (key: string, value: string, ...flags: (string | number)[]) => {
      hooks.beforeSet?.();
      if (flags.includes('NX') && values.has(key)) return null;
      values.set(key, value);
      return 'OK';
    }),
  };
  return { redis, values, hooks };
}

function setUp(overrides: Partial<VersionedCacheOptions> = {}) {
  const { redis, values, hooks } = fakeRedis();
  const cache = new VersionedCache(redis as unknown as Redis, {
    maxMb: 1,
    ttlMs: 30_000,
    versionKey: keyOf,
    ...overrides,
  });
  let served = 0;
  const load = jest.fn(async () => `[${(served += 1)}]`);
  /** What the owning service does after a committed change: a fresh token, never NX. */
  const change = (userId = USER) => values.set(keyOf(userId), `v${Math.random()}`);
  return { cache, load, change, redis, values, hooks };
}

describe('VersionedCache', () => {
  it('serves the copy while the version is unchanged, and reloads once it changes', async () => {
    const { cache, load, change } = setUp();
    change();
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
    change();
    expect(await cache.get(USER, load)).toBe('[2]');
    expect(await cache.get(USER, load)).toBe('[2]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('creates a version (NX, with a TTL) when the user has none, and caches under it', async () => {
    const { cache, load, change, redis, values } = setUp();
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(redis.set).toHaveBeenCalledWith(
      keyOf(USER),
      expect.any(String),
      'PX',
      CREATED_VERSION_TTL_MS,
      'NX',
    );
    expect(values.get(keyOf(USER))).toEqual(expect.any(String));
    expect(await cache.get(USER, load)).toBe('[1]');
    // A change after that replaces the created version: the copy is not served again.
    change();
    expect(await cache.get(USER, load)).toBe('[2]');
  });

  it('takes a version a writer set between its read and its NX', async () => {
    const { cache, load, hooks, values } = setUp();
    hooks.beforeSet = () => {
      hooks.beforeSet = undefined;
      values.set(keyOf(USER), 'writer');
    };
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(values.get(keyOf(USER))).toBe('writer');
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never serves a copy loaded before a change that committed while it loaded', async () => {
    const { cache, change } = setUp();
    change();
    let finish: (json: string) => void = () => undefined;
    let started: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (started = resolve));
    const slow = cache.get(USER, () => {
      started();
      return new Promise<string>((resolve) => (finish = resolve));
    });
    await loading;
    // The service commits and sets a new version while the old answer is still on its way.
    change();
    finish('[old]');
    expect(await slow).toBe('[old]');
    expect(await cache.get(USER, async () => '[new]')).toBe('[new]');
  });

  it('serves a new copy once the version key was lost (a random token never comes back)', async () => {
    const { cache, load, change, values } = setUp();
    change();
    await cache.get(USER, load);
    values.clear();
    expect(await cache.get(USER, load)).toBe('[2]');
  });

  it('forgets a copy on request', async () => {
    const { cache, load, change } = setUp();
    change();
    await cache.get(USER, load);
    cache.forget(USER);
    expect(await cache.get(USER, load)).toBe('[2]');
  });

  it('keeps users apart', async () => {
    const { cache, load, change } = setUp();
    change();
    change(OTHER);
    await cache.get(USER, load);
    const other = jest.fn(async () => '[]');
    expect(await cache.get(OTHER, other)).toBe('[]');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('is off at maxMb 0 (no Redis read either)', async () => {
    const { cache, load, change, redis } = setUp({ maxMb: 0 });
    change();
    await cache.get(USER, load);
    await cache.get(USER, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(redis.get).not.toHaveBeenCalled();
  });

  it('does not cache a failed load', async () => {
    const { cache, change } = setUp();
    change();
    await expect(cache.get(USER, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(USER, async () => '[ok]')).toBe('[ok]');
  });

  it('lets a copy expire after its TTL even with an unchanged version', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-05T08:00:00Z') });
    try {
      const { cache, load, change } = setUp({ ttlMs: 1000 });
      change();
      await cache.get(USER, load);
      jest.advanceTimersByTime(1500);
      expect(await cache.get(USER, load)).toBe('[2]');
    } finally {
      jest.useRealTimers();
    }
  });
});
