import type { Redis } from 'ioredis';

import { travelListVersionKey } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';
import { TravelListCache } from './travel-list-cache';

const USER = '6f1c1e9e-4a57-4d8e-9f57-0c1f0f9d4a11';

function setUp(overrides: Partial<GatewayEnv> = {}) {
  const versions = new Map<string, string>();
  const redis = { get: jest.fn(async (key: string) => versions.get(key) ?? null) };
  const env = Object.assign(new GatewayEnv(), { REDIS_KEY_PREFIX: 'test:' }, overrides);
  const cache = new TravelListCache(redis as unknown as Redis, env);
  let served = 0;
  const load = jest.fn(async () => `[${(served += 1)}]`);
  const setVersion = (version: string) =>
    versions.set(travelListVersionKey('test:', USER), version);
  return { cache, load, setVersion, redis };
}

describe('TravelListCache', () => {
  it('serves the copy while the version is unchanged, and reloads once it changes', async () => {
    const { cache, load, setVersion } = setUp();
    setVersion('v1');
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
    setVersion('v2');
    expect(await cache.get(USER, load)).toBe('[2]');
    expect(await cache.get(USER, load)).toBe('[2]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never caches without a version to check against', async () => {
    const { cache, load } = setUp();
    expect(await cache.get(USER, load)).toBe('[1]');
    expect(await cache.get(USER, load)).toBe('[2]');
  });

  it('keeps users apart', async () => {
    const { cache, load, setVersion } = setUp();
    setVersion('v1');
    await cache.get(USER, load);
    const other = jest.fn(async () => '[]');
    expect(await cache.get('0b7d9c59-7a53-4f0e-8f0a-3a7d2c9b1e22', other)).toBe('[]');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('is off at TRAVEL_LIST_CACHE_MB=0 (no Redis read either)', async () => {
    const { cache, load, setVersion, redis } = setUp({ TRAVEL_LIST_CACHE_MB: 0 });
    setVersion('v1');
    await cache.get(USER, load);
    await cache.get(USER, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(redis.get).not.toHaveBeenCalled();
  });

  it('lets a copy expire after its TTL even with an unchanged version', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-05T08:00:00Z') });
    try {
      const { cache, load, setVersion } = setUp({ TRAVEL_LIST_CACHE_TTL_MS: 1000 });
      setVersion('v1');
      await cache.get(USER, load);
      jest.advanceTimersByTime(1500);
      expect(await cache.get(USER, load)).toBe('[2]');
    } finally {
      jest.useRealTimers();
    }
  });
});
