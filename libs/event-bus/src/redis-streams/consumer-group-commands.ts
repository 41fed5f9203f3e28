import type { Redis } from 'ioredis';

import { errorMessage } from '../_lib/logger';
import {
  parseAutoClaimReply,
  parseEntries,
  parsePendingReply,
  parseReadReply,
  type StreamEntry,
} from './stream-reply';

/** An idle time far beyond any claimIdleMs: entries released with it are claimable at once. */
const RELEASED_IDLE_MS = 2 ** 31;

/**
 * The stream commands of one member (`consumer`) of one consumer group, on one connection: the
 * Redis side of RedisStreamsSubscription, kept apart from its loop.
 */
export class ConsumerGroupCommands {
  constructor(
    private readonly redis: Redis,
    private readonly group: string,
    private readonly consumer: string,
  ) {}

  /** Creates the group at the stream's beginning (MKSTREAM; an existing group is kept) and us. */
  async join(key: string): Promise<void> {
    try {
      await this.redis.call('XGROUP', 'CREATE', key, this.group, '0', 'MKSTREAM');
    } catch (error) {
      if (!/BUSYGROUP/.test(errorMessage(error))) throw error;
    }
    await this.redis.call('XGROUP', 'CREATECONSUMER', key, this.group, this.consumer);
  }

  /** New entries of the streams (XREADGROUP … BLOCK), per stream key. */
  async readNew(
    keys: readonly string[],
    count: number,
    blockMs: number,
  ): Promise<Array<[string, StreamEntry[]]>> {
    const reply = await this.readGroup(count, [
      'BLOCK',
      Math.floor(blockMs),
      'STREAMS',
      ...keys,
      ...keys.map(() => '>'),
    ]);
    return parseReadReply(reply);
  }

  /**
   * This member's own pending entries (delivered to it, not acknowledged) after `afterId`, oldest
   * first: XREADGROUP on the history instead of '>'.
   */
  async readOwnPending(key: string, afterId: string, count: number): Promise<StreamEntry[]> {
    const reply = await this.readGroup(count, ['STREAMS', key, afterId]);
    return parseReadReply(reply).flatMap(([, entries]) => entries);
  }

  /** XREADGROUP GROUP <group> <consumer> COUNT <count> followed by `rest`. */
  private readGroup(count: number, rest: Array<string | number>): Promise<unknown> {
    return this.redis.call(
      'XREADGROUP',
      'GROUP',
      this.group,
      this.consumer,
      'COUNT',
      count,
      ...rest,
    );
  }

  /** XAUTOCLAIM: takes over entries idle for `minIdleMs`, from `cursor`. */
  async autoClaim(key: string, minIdleMs: number, cursor: string, count: number) {
    return parseAutoClaimReply(
      await this.redis.call(
        'XAUTOCLAIM',
        key,
        this.group,
        this.consumer,
        minIdleMs,
        cursor,
        'COUNT',
        count,
      ),
    );
  }

  /** The delivery counts of entries this member holds (for entries just claimed, in id order). */
  async deliveriesOf(key: string, entries: readonly StreamEntry[]): Promise<Map<string, number>> {
    const first = entries[0]!.id;
    const last = entries[entries.length - 1]!.id;
    const pending = parsePendingReply(
      await this.redis.call(
        'XPENDING',
        key,
        this.group,
        first,
        last,
        entries.length,
        this.consumer,
      ),
    );
    return new Map([...pending].map(([id, { deliveries }]) => [id, deliveries]));
  }

  /**
   * Claims a failed entry again for its next attempt (XCLAIM counts the delivery) and returns it
   * with its new count, unless another member has taken it meanwhile or it is gone.
   */
  async claimForRetry(
    key: string,
    id: string,
  ): Promise<{ entry: StreamEntry; deliveryCount: number } | undefined> {
    const pending = parsePendingReply(
      await this.redis.call('XPENDING', key, this.group, id, id, 1),
    ).get(id);
    if (!pending || pending.consumer !== this.consumer) return undefined;
    const [entry] = parseEntries(
      await this.redis.call('XCLAIM', key, this.group, this.consumer, 0, id),
    );
    return entry && { entry, deliveryCount: pending.deliveries + 1 };
  }

  async ack(key: string, ...ids: [string, ...string[]]): Promise<void> {
    await this.redis.xack(key, this.group, ...ids);
  }

  /** Copies an entry to the dead-letter stream with `extra` fields and acknowledges it, atomically. */
  async deadLetter(
    key: string,
    deadLetterKey: string,
    maxLen: number,
    entry: StreamEntry,
    extra: readonly string[],
  ): Promise<void> {
    const results = await this.redis
      .multi()
      .xadd(deadLetterKey, 'MAXLEN', '~', maxLen, '*', ...(entry.fields ?? []), ...extra)
      .xack(key, this.group, entry.id)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }

  /** Keep-alive: resets the idle time of entries we hold (JUSTID: no delivery is counted). */
  async touch(key: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis.call('XCLAIM', key, this.group, this.consumer, 0, ...ids, 'JUSTID');
  }

  /**
   * Makes entries we hold claimable by the other members at once (idle time set far past any
   * claimIdleMs). `resetCount` zeroes their delivery count, for entries no handler ever saw.
   */
  async release(key: string, ids: readonly string[], resetCount: boolean): Promise<void> {
    if (ids.length === 0) return;
    const reset = resetCount ? ['RETRYCOUNT', '0'] : [];
    await this.redis.call(
      'XCLAIM',
      key,
      this.group,
      this.consumer,
      0,
      ...ids,
      'IDLE',
      RELEASED_IDLE_MS,
      ...reset,
      'JUSTID',
    );
  }

  /** Removes this member from the group when it holds nothing (member names are per process). */
  async leaveIfIdle(key: string): Promise<void> {
    const pending = await this.redis.call('XPENDING', key, this.group, '-', '+', 1, this.consumer);
    if (Array.isArray(pending) && pending.length === 0) {
      await this.redis.call('XGROUP', 'DELCONSUMER', key, this.group, this.consumer);
    }
  }
}
