import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How a `VersionedCache` is bounded and where it finds each user's version token. */
export interface VersionedCacheOptions {
  /** Memory for the copies (MiB); 0 turns the cache off (every read loads). */
  maxMb: number;
  /** The longest a copy is served, even under an unchanged version (ms). */
  ttlMs: number;
  /** The Redis key of the user's version token (set by the owning service after each change). */
  versionKey: (userId: string) => string;
}

/**
 * A user's copies under one version token: one per part of the user's answers (e.g. one travel
 * list per traveller; '' for a kind with one answer per user). The token is the user's, so all of
 * a user's copies are as current as each other and are dropped together.
 */
interface CachedCopies {
  version: string;
  parts: ReadonlyMap<string, string>;
}

/**
 * How long a token the gateway itself creates lives (ms). A lost or expired token only costs one
 * load: the next read creates a new random one, under which no copy was ever cached.
 */
export const CREATED_VERSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The gateway's copies of one kind of per-user JSON answer (a travel list, the current user),
 * served only while the user's version token in Redis is the one the copy was cached under. The
 * owning service sets a fresh random token after each committed change and before it answers; the
 * gateway reads the token *before* it loads, so a copy can only ever be older than its token
 * claims, never newer, and once a change has committed (and so before its caller hears back) no
 * copy from before it is served again.
 *
 * When the user has no token yet (never changed, or the key was lost), the gateway creates one
 * with `SET … NX` before loading: a writer's later `SET` (never NX) replaces it and so invalidates
 * what was cached under it, whichever of the two came first. Random tokens, not counters, so a
 * lost key can never make an old copy current again. Bounded by size and by a TTL, which also
 * bounds staleness should a service fail to set a token after its change (it logs that); the
 * gateway also forgets its own copy of a user after every change it routes (`forget`).
 */
export class VersionedCache {
  /** null when turned off (maxMb = 0). */
  private readonly cache: LRUCache<string, CachedCopies> | null;

  constructor(
    private readonly redis: Redis,
    private readonly options: VersionedCacheOptions,
  ) {
    this.cache =
      options.maxMb === 0
        ? null
        : new LRUCache<string, CachedCopies>({
            maxSize: options.maxMb * 1024 * 1024,
            // UTF-16 code units: two bytes each.
            sizeCalculation: (copies) => Math.max(1, sizeOf(copies) * 2),
            ttl: options.ttlMs,
            // Wall-clock time, so that the TTL follows the process clock (and fake timers).
            perf: { now: () => Date.now() },
          });
  }

  /**
   * The user's answer (its `part`, e.g. one traveller's list): the cached copy while current, else
   * `load(version)` (then cached under the version read before it; null when the cache is off or
   * the version vanished).
   */
  async get(
    userId: string,
    load: (version: string | null) => Promise<string>,
    part = '',
  ): Promise<string> {
    const cache = this.cache;
    if (cache === null) return load(null);
    const version = await this.currentVersion(this.options.versionKey(userId));
    const cached = cache.get(userId);
    const current = version !== null && cached?.version === version ? cached : undefined;
    const hit = current?.parts.get(part);
    if (hit !== undefined) return hit;
    const json = await load(version);
    if (version === null) {
      cache.delete(userId);
      return json;
    }
    // The user's other parts stay while they are of this version (a new entry: its size counts).
    const latest = cache.get(userId);
    const kept = latest?.version === version ? latest.parts : undefined;
    cache.set(userId, { version, parts: new Map(kept).set(part, json) });
    return json;
  }

  /** Drops this gateway's copies of the user's answers (after a change it routed). */
  forget(userId: string): void {
    this.cache?.delete(userId);
  }

  /** The user's token, created when there is none; null only if it vanished meanwhile. */
  private async currentVersion(key: string): Promise<string | null> {
    const version = await this.redis.get(key);
    if (version !== null) return version;
    const created = randomUUID();
    if ((await this.redis.set(key, created, 'PX', CREATED_VERSION_TTL_MS, 'NX')) === 'OK') {
      return created;
    }
    // A writer set one between the two commands: that one is current.
    return this.redis.get(key);
  }
}

/** The characters of a user's copies. */
function sizeOf(copies: CachedCopies): number {
  let size = 0;
  for (const json of copies.parts.values()) size += json.length;
  return size;
}
