import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { Redis } from 'ioredis';

import type { BusEvent, EventBus, SubscribeOptions, Subscription } from '../event-bus.port';
import { consoleLogger, type EventBusLogger } from '../_lib/logger';
import { observedSubscription } from '../_lib/observed-subscription';
import { OpenSubscriptions } from '../_lib/open-subscriptions';
import { withTimeout } from '../_lib/timing';
import {
  RedisStreamsSubscription,
  type StreamSubscriptionSettings,
} from './redis-streams-subscription';
import { closeConnection, watchErrors } from './redis-connection';
import { eventFields } from './stream-reply';

export interface RedisStreamsEventBusOptions {
  /** e.g. `redis://127.0.0.1:6379` (REDIS_URL). */
  readonly redisUrl: string;
  /** Put before every key: streams are `${keyPrefix}events:${topic}` (default ''). */
  readonly keyPrefix?: string;
  /** Approximate cap of each stream (XADD MAXLEN ~); default 1,000,000 entries. */
  readonly maxLen?: number;
  /** A pending entry idle this long is taken over by another member (default 30 s). */
  readonly claimIdleMs?: number;
  /** Longest XREADGROUP BLOCK (default 2 s; capped at claimIdleMs / 2). */
  readonly blockMs?: number;
  /** Entries read per XREADGROUP / XAUTOCLAIM (default 10). */
  readonly readCount?: number;
  /** Deliveries before an event goes to the dead-letter stream (default 10). */
  readonly maxDeliveries?: number;
  /** First retry delay after a handler failure, doubled each time (default 200 ms)… */
  readonly retryDelayMs?: number;
  /** …up to this (default 5 s). */
  readonly maxRetryDelayMs?: number;
  /** How long close() waits for a running handler before abandoning it (default 10 s). */
  readonly drainTimeoutMs?: number;
  /** ping() fails after this (default 2 s). */
  readonly pingTimeoutMs?: number;
  readonly logger?: EventBusLogger;
}

/**
 * The single-machine adapter: one Redis stream per topic (`${keyPrefix}events:${topic}`), one
 * consumer group per subscribing group, created at the stream's beginning. Publishing is one
 * MULTI of XADDs, so a batch is appended in order and all at once. Poison events go to
 * `${keyPrefix}events-dead:${topic}`.
 *
 * Order: a member handles each stream's events one at a time, in order. Redis consumer groups do
 * not partition by key, so two members of one group may handle events of one key concurrently:
 * where order per key matters across members, run one member per group (or use Kafka).
 *
 * Durability is Redis's: with `appendonly yes` (and `appendfsync everysec`) an acknowledged XADD
 * survives a restart, give or take the last second.
 *
 * @example
 * const bus = new RedisStreamsEventBus({ redisUrl: env.REDIS_URL, keyPrefix: 'st:' });
 * await bus.subscribe({ group: 'notification', topics: [USER_DELETED_TOPIC], handler });
 */
export class RedisStreamsEventBus implements EventBus {
  readonly kind = 'redis-streams' as const;
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly settings: StreamSubscriptionSettings;
  private readonly pingTimeoutMs: number;
  private readonly logger: EventBusLogger;
  private readonly subscriptions = new OpenSubscriptions<RedisStreamsSubscription>();
  private isClosed = false;
  private closing: Promise<void> | undefined;

  constructor(options: RedisStreamsEventBusOptions) {
    this.keyPrefix = options.keyPrefix ?? '';
    this.logger = options.logger ?? consoleLogger;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 2_000;
    this.settings = {
      maxLen: positive(options.maxLen ?? 1_000_000, 'maxLen'),
      claimIdleMs: positive(options.claimIdleMs ?? 30_000, 'claimIdleMs'),
      blockMs: positive(options.blockMs ?? 2_000, 'blockMs'),
      readCount: positive(options.readCount ?? 10, 'readCount'),
      maxDeliveries: positive(options.maxDeliveries ?? 10, 'maxDeliveries'),
      retryDelayMs: positive(options.retryDelayMs ?? 200, 'retryDelayMs'),
      maxRetryDelayMs: positive(options.maxRetryDelayMs ?? 5_000, 'maxRetryDelayMs'),
      drainTimeoutMs: positive(options.drainTimeoutMs ?? 10_000, 'drainTimeoutMs'),
    };
    // disconnectTimeout: ioredis destroys a socket that has not closed this long after
    // disconnect(); its 2 s default keeps a process (and jest) alive when Redis was unreachable.
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3, disconnectTimeout: 200 });
    watchErrors(this.redis, this.logger);
  }

  /** The stream holding a topic's events. */
  streamKey(topic: string): string {
    return `${this.keyPrefix}events:${topic}`;
  }

  /** The stream holding a topic's poison events (fields of the original plus the failure). */
  deadLetterKey(topic: string): string {
    return `${this.keyPrefix}events-dead:${topic}`;
  }

  async publish(events: readonly BusEvent[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    const transaction = this.redis.multi();
    for (const event of events) {
      transaction.xadd(
        this.streamKey(event.topic),
        'MAXLEN',
        '~',
        this.settings.maxLen,
        '*',
        ...eventFields(event),
      );
    }
    const results = await transaction.exec();
    if (!results) throw new Error('Redis discarded the publish transaction');
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  async subscribe(subscribed: SubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const options = observedSubscription(subscribed);
    if (!options.group) throw new Error('subscribe() needs a consumer group');
    if (options.topics.length === 0) throw new Error('subscribe() needs at least one topic');
    const consumer =
      options.consumerName ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    const topics = [...new Set(options.topics)];
    const connection = this.redis.duplicate();
    watchErrors(connection, this.logger);
    const subscription = new RedisStreamsSubscription(
      connection,
      this.redis,
      topics.map((topic) => ({
        topic,
        key: this.streamKey(topic),
        deadLetterKey: this.deadLetterKey(topic),
      })),
      {
        group: options.group,
        consumer,
        handler: options.handler,
        batchHandler: options.batchHandler,
      },
      this.settings,
      this.logger,
    );
    return this.subscriptions.open(subscription, {
      group: options.group,
      lag: () => this.consumerLag(options.group, topics),
    });
  }

  /**
   * Per topic, the entries `group` has not processed: not yet delivered to it (XINFO GROUPS
   * `lag`) plus delivered and not yet acknowledged (`pending`).
   */
  async consumerLag(
    group: string,
    topics: readonly string[],
  ): Promise<{ topic: string; lag: number }[]> {
    const lags: { topic: string; lag: number }[] = [];
    for (const topic of topics) {
      const groups = (await this.redis.xinfo('GROUPS', this.streamKey(topic))) as unknown[][];
      for (const fields of groups) {
        const info = new Map<string, unknown>();
        for (let i = 0; i + 1 < fields.length; i += 2) info.set(String(fields[i]), fields[i + 1]);
        if (info.get('name') !== group) continue;
        const behind = Number(info.get('lag') ?? Number.NaN);
        const pending = Number(info.get('pending') ?? 0);
        if (Number.isFinite(behind)) lags.push({ topic, lag: behind + pending });
      }
    }
    return lags;
  }

  async ping(): Promise<void> {
    const reply = await withTimeout(
      this.redis.ping(),
      this.pingTimeoutMs,
      `Redis did not answer PING within ${this.pingTimeoutMs} ms`,
    );
    if (reply !== 'PONG') throw new Error(`Redis answered PING with ${reply}`);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.isClosed = true;
      await this.subscriptions.closeAll();
      await closeConnection(this.redis);
    })();
    return this.closing;
  }

  private assertOpen(): void {
    if (this.isClosed) throw new Error('The event bus is closed');
  }
}

function positive(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got ${value}`);
  }
  return value;
}
