import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Redis } from 'ioredis';

export interface SessionStoreOptions {
  /** A session unused for this long ends (ms). */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in, however active (ms). */
  absoluteTimeoutMs: number;
  /** Prefix of every key, so that several deployments or test files can share one Redis. */
  keyPrefix?: string;
  /**
   * `SESSION_SECRET` (the gateway's and the auth service's, the same value): each record carries
   * an HMAC-SHA256 of the session's key and contents under it, and a record without a valid one is
   * refused, so that a write to Redis cannot create or alter a session (docs/security.md).
   */
  secret: string;
}

/** The timeouts of one session, when they differ from the store's (an administrator's). */
export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}
/** The shortest `SESSION_SECRET` the processes accept. */
export const SESSION_SECRET_MIN_LENGTH = 32;

export interface Session {
  /** The opaque id the cookie carries: 256 random bits, base64url. Never stored as such. */
  readonly id: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  /** The session's own idle timeout (ms) when shorter than the store's (an administrator's). */
  readonly idleTimeoutMs?: number;
}

interface StoredSession {
  userId: string;
  createdAt: number;
  expiresAt: number;
  idleTimeoutMs?: number;
}

/** What Redis holds: the session and its MAC (base64url). */
interface SealedSession extends StoredSession {
  mac: string;
}

/**
 * Server-side sessions in Redis. The cookie holds an opaque 256-bit id; Redis holds only its
 * SHA-256, so a copy of the store cannot be replayed as cookies. Each session has an idle timeout
 * (renewed on use) and an absolute one; a per-user index lets password reset and account deletion
 * end every session of a user. The auth service creates and destroys sessions; the gateway only
 * resolves them. Each record is sealed with an HMAC (`secret`): a record written to Redis by anything
 * else, or moved to another key, does not resolve.
 */
export class SessionStore {
  private readonly prefix: string;
  private readonly secret: Buffer;

  constructor(
    private readonly redis: Redis,
    private readonly options: SessionStoreOptions,
  ) {
    if (options.secret.length < SESSION_SECRET_MIN_LENGTH) {
      throw new Error(`SESSION_SECRET must have at least ${SESSION_SECRET_MIN_LENGTH} characters`);
    }
    this.prefix = options.keyPrefix ?? '';
    this.secret = Buffer.from(options.secret);
  }

  /**
   * Opens a session with the store's timeouts, or with `policy`'s when it is stricter (an
   * administrator's: idle 15 minutes, absolute 8 hours; docs/adr/0023).
   */
  async create(userId: string, now = Date.now(), policy?: SessionPolicy): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const stored: StoredSession = {
      userId,
      createdAt: now,
      expiresAt:
        now + Math.min(policy?.absoluteTimeoutMs ?? Infinity, this.options.absoluteTimeoutMs),
    };
    if (policy && policy.idleTimeoutMs < this.options.idleTimeoutMs) {
      stored.idleTimeoutMs = policy.idleTimeoutMs;
    }
    const key = this.sessionKey(id);
    const sealed: SealedSession = { ...stored, mac: this.macOf(hashOf(id), stored) };
    await this.redis
      .multi()
      .set(key, JSON.stringify(sealed), 'PX', this.ttl(stored, now))
      .sadd(this.userKey(userId), hashOf(id))
      .pexpire(this.userKey(userId), this.options.absoluteTimeoutMs)
      .exec();
    return { id, ...stored };
  }

  /**
   * The live session for a cookie value, renewing its idle timeout; `null` when there is none.
   * One command (GETEX … PX, Redis ≥ 6.2): the read and the renewal are one atomic step (it was a
   * MULTI of GET and PEXPIRE: four commands for Redis to parse and queue on every request); a
   * session past its absolute end is refused (and removed) whatever its remaining idle time. A
   * session with a shorter idle timeout of its own (an administrator's) has it set again at once:
   * the key had already expired if that session was idle for longer.
   */
  async resolve(id: string | undefined, now = Date.now()): Promise<Session | null> {
    if (!id || id.length > 128) return null;
    const key = this.sessionKey(id);
    const raw = await this.redis.getex(key, 'PX', this.options.idleTimeoutMs);
    if (typeof raw !== 'string') return null;
    const stored = this.unseal(hashOf(id), raw);
    if (stored === null || stored.expiresAt <= now) {
      await this.destroy(id);
      return null;
    }
    if (stored.idleTimeoutMs !== undefined) {
      await this.redis.pexpire(key, this.ttl(stored, now));
    }
    return { id, ...stored };
  }

  async destroy(id: string): Promise<void> {
    const key = this.sessionKey(id);
    const raw = await this.redis.get(key);
    const multi = this.redis.multi().del(key);
    const stored = raw === null ? null : this.unseal(hashOf(id), raw);
    if (stored !== null) multi.srem(this.userKey(stored.userId), hashOf(id));
    await multi.exec();
  }

  /**
   * Ends every session of a user (password reset, account deletion, "Sign out of all devices");
   * with `exceptId`, every one but that (a password change keeps the session it was made from).
   * Returns how many ended.
   */
  async destroyAllForUser(userId: string, exceptId?: string): Promise<number> {
    const userKey = this.userKey(userId);
    const kept = exceptId === undefined ? undefined : hashOf(exceptId);
    const hashes = (await this.redis.smembers(userKey)).filter((hash) => hash !== kept);
    const multi = this.redis.multi();
    if (kept === undefined) multi.del(userKey);
    else if (hashes.length > 0) multi.srem(userKey, ...hashes);
    else return 0;
    for (const hash of hashes) multi.del(`${this.prefix}session:${hash}`);
    const results = await multi.exec();
    return (results ?? []).slice(1).reduce((sum, [, deleted]) => sum + Number(deleted), 0);
  }

  /** The record's MAC: HMAC-SHA256 of its key (the id's hash) and each field, under the secret. */
  private macOf(idHash: string, stored: StoredSession): string {
    return createHmac('sha256', this.secret)
      .update(
        `${idHash}\n${stored.userId}\n${stored.createdAt}\n${stored.expiresAt}\n${stored.idleTimeoutMs ?? ''}`,
      )
      .digest('base64url');
  }

  /** The session of a record whose MAC verifies for this key, else null (forged, moved, old). */
  private unseal(idHash: string, raw: string): StoredSession | null {
    let record: Partial<SealedSession>;
    try {
      record = JSON.parse(raw) as Partial<SealedSession>;
    } catch {
      return null;
    }
    const { userId, createdAt, expiresAt, idleTimeoutMs, mac } = record;
    if (
      typeof userId !== 'string' ||
      typeof createdAt !== 'number' ||
      typeof expiresAt !== 'number' ||
      (idleTimeoutMs !== undefined && typeof idleTimeoutMs !== 'number') ||
      typeof mac !== 'string'
    ) {
      return null;
    }
    const stored: StoredSession = {
      userId,
      createdAt,
      expiresAt,
      ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
    };
    const expected = Buffer.from(this.macOf(idHash, stored));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? stored : null;
  }

  private ttl(stored: StoredSession, now: number): number {
    const idle = Math.min(this.options.idleTimeoutMs, stored.idleTimeoutMs ?? Infinity);
    return Math.max(1, Math.min(idle, stored.expiresAt - now));
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
