import { createHash, randomBytes } from 'node:crypto';

import type { Redis } from 'ioredis';

export interface SessionStoreOptions {
  /** A session unused for this long ends (ms). */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, however active (ms). */
  absoluteTimeoutMs: number;
  /** Prefix of every key, so that several deployments or test files can share one Redis. */
  keyPrefix?: string;
}

export interface Session {
  /** The opaque id the cookie carries: 256 random bits, base64url. Never stored as such. */
  readonly id: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

interface StoredSession {
  userId: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * Server-side sessions in Redis. The cookie holds an opaque 256-bit id; Redis holds only its
 * SHA-256, so a copy of the store cannot be replayed as cookies. Each session has an idle timeout
 * (renewed on use) and an absolute one; a per-user index lets password reset and account deletion
 * end every session of a user. The auth service creates and destroys sessions; the gateway only
 * resolves them.
 */
export class SessionStore {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: SessionStoreOptions,
  ) {
    this.prefix = options.keyPrefix ?? '';
  }

  async create(userId: string, now = Date.now()): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const stored: StoredSession = {
      userId,
      createdAt: now,
      expiresAt: now + this.options.absoluteTimeoutMs,
    };
    const key = this.sessionKey(id);
    await this.redis
      .multi()
      .set(key, JSON.stringify(stored), 'PX', this.ttl(stored, now))
      .sadd(this.userKey(userId), hashOf(id))
      .pexpire(this.userKey(userId), this.options.absoluteTimeoutMs)
      .exec();
    return { id, ...stored };
  }

  /**
   * The live session for a cookie value, renewing its idle timeout; `null` when there is none.
   * One command (GETEX … PX, Redis ≥ 6.2): the read and the renewal are one atomic step (it was a
   * MULTI of GET and PEXPIRE: four commands for Redis to parse and queue on every request); a
   * session past its absolute end is refused (and removed) whatever its remaining idle time.
   */
  async resolve(id: string | undefined, now = Date.now()): Promise<Session | null> {
    if (!id || id.length > 128) return null;
    const raw = await this.redis.getex(this.sessionKey(id), 'PX', this.options.idleTimeoutMs);
    if (typeof raw !== 'string') return null;
    const stored = JSON.parse(raw) as StoredSession;
    if (stored.expiresAt <= now) {
      await this.destroy(id);
      return null;
    }
    return { id, ...stored };
  }

  async destroy(id: string): Promise<void> {
    const key = this.sessionKey(id);
    const raw = await this.redis.get(key);
    const multi = this.redis.multi().del(key);
    if (raw !== null)
      multi.srem(this.userKey((JSON.parse(raw) as StoredSession).userId), hashOf(id));
    await multi.exec();
  }

  /** Ends every session of a user (password reset, account deletion); returns how many. */
  async destroyAllForUser(userId: string): Promise<number> {
    const userKey = this.userKey(userId);
    const hashes = await this.redis.smembers(userKey);
    const multi = this.redis.multi().del(userKey);
    for (const hash of hashes) multi.del(`${this.prefix}session:${hash}`);
    const results = await multi.exec();
    return (results ?? []).slice(1).reduce((sum, [, deleted]) => sum + Number(deleted), 0);
  }

  private ttl(stored: StoredSession, now: number): number {
    return Math.max(1, Math.min(this.options.idleTimeoutMs, stored.expiresAt - now));
  }

  private sessionKey(id: string): string {
    return `${this.prefix}session:${hashOf(id)}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }
}

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
