import type { Redis } from 'ioredis';

import { travelListCopy, travelListCopyKey, travelListVersionKey } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';
import { TravelListCache } from './travel-list-cache';

const USER = '6f1c1e9e-4a57-4d8e-9f57-0c1f0f9d4a11';
const HOLDER = { id: '6f1c1e9e-0000-4d8e-9f57-000000000001', isAccountHolder: true };
const CHILD = { id: '6f1c1e9e-0000-4d8e-9f57-000000000002', isAccountHolder: false };

function setUp() {
  const values = new Map<string, string>();
  const redis = {
    get: jest.fn(async (key: string) => values.get(key) ?? null),
    set: jest.fn(async (key: string, value: string) => {
      if (values.has(key)) return null; // only the NX of a first read reaches here
      values.set(key, value);
      return 'OK';
    }),
  };
  const env = Object.assign(new GatewayEnv(), { REDIS_KEY_PREFIX: 'test:' });
  const cache = new TravelListCache(redis as unknown as Redis, env);
  const load = jest.fn(async () => '["asked"]');
  const setVersion = (version: string) => values.set(travelListVersionKey('test:', USER), version);
  const leaveCopy = (version: string, json: string, traveller = HOLDER) =>
    values.set(travelListCopyKey('test:', USER), travelListCopy(version, traveller, json));
  return { cache, load, setVersion, leaveCopy };
}

describe('TravelListCache', () => {
  it("takes the list the user's last change left when it is tagged with the current version", async () => {
    const { cache, load, setVersion, leaveCopy } = setUp();
    setVersion('v2');
    leaveCopy('v2', '["left by v2"]');
    expect(await cache.list(USER, undefined, load)).toBe('["left by v2"]');
    expect(await cache.list(USER, undefined, load)).toBe('["left by v2"]');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the travel service when the list left is of another version, or there is none', async () => {
    const { cache, load, setVersion, leaveCopy } = setUp();
    setVersion('v3');
    leaveCopy('v2', '["older"]');
    expect(await cache.list(USER, undefined, load)).toBe('["asked"]');
    setVersion('v4');
    expect(await cache.list(USER, undefined, load)).toBe('["asked"]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never serves one traveller's list for another, and keeps each traveller's copy", async () => {
    const { cache, setVersion, leaveCopy } = setUp();
    setVersion('v5');
    leaveCopy('v5', '["child"]', CHILD);
    const loadHolder = jest.fn(async () => '["holder"]');
    expect(await cache.list(USER, undefined, loadHolder)).toBe('["holder"]');
    expect(await cache.list(USER, HOLDER.id, loadHolder)).toBe('["holder"]');
    const loadChild = jest.fn(async () => '["child asked"]');
    expect(await cache.list(USER, CHILD.id, loadChild)).toBe('["child"]');
    expect(loadChild).not.toHaveBeenCalled();
    // Each traveller's copy is served from memory under the unchanged version.
    expect(await cache.list(USER, undefined, loadHolder)).toBe('["holder"]');
    expect(await cache.list(USER, CHILD.id, loadChild)).toBe('["child"]');
    expect(loadHolder).toHaveBeenCalledTimes(2);
    // A change of any traveller renews the user's version: every copy is read again.
    setVersion('v6');
    expect(await cache.list(USER, CHILD.id, loadChild)).toBe('["child asked"]');
    expect(await cache.list(USER, undefined, loadHolder)).toBe('["holder"]');
    expect(loadHolder).toHaveBeenCalledTimes(3);
  });

  it('forgets every traveller of the user after a change it routed', async () => {
    const { cache, load, setVersion } = setUp();
    setVersion('v7');
    await cache.list(USER, undefined, load);
    await cache.list(USER, CHILD.id, load);
    cache.forget(USER);
    await cache.list(USER, undefined, load);
    await cache.list(USER, CHILD.id, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
