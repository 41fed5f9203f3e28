import type { Redis } from 'ioredis';

import type {
  BatchEventHandler,
  DeliveredEvent,
  EventHandler,
  Subscription,
} from '../event-bus.port';
import { HandlerAbandonedError, InFlightHandler } from '../_lib/in-flight';
import { errorMessage, type EventBusLogger } from '../_lib/logger';
import { backoff, Sleeper, withTimeout } from '../_lib/timing';
import { ConsumerGroupCommands } from './consumer-group-commands';
import { closeConnection } from './redis-connection';
import { decodeEntry, type StreamEntry } from './stream-reply';

/** The tuning a subscription runs with (the bus's options, defaults applied). */
export interface StreamSubscriptionSettings {
  readonly maxLen: number;
  readonly claimIdleMs: number;
  readonly blockMs: number;
  readonly readCount: number;
  readonly maxDeliveries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  readonly drainTimeoutMs: number;
}

/** One subscribed stream: its key, its topic and its dead-letter stream. */
export interface SubscribedStream {
  readonly key: string;
  readonly topic: string;
  readonly deadLetterKey: string;
}

/** Who this member is: its group, its name, and the handler it runs. */
export interface StreamMember {
  readonly group: string;
  readonly consumer: string;
  readonly handler: EventHandler;
  /** The events of one read at once (see `SubscribeOptions.batchHandler`). */
  readonly batchHandler?: BatchEventHandler | undefined;
}

/** Claimed entries processed per reclaim pass and stream before new entries get a turn. */
const RECLAIM_ROUNDS = 10;

/**
 * One member of a consumer group reading its streams in a single loop on a dedicated (blocking)
 * connection, so that the events of a stream are handled one at a time, in stream order:
 *
 * 1. every `claimIdleMs / 2` (at most 5 s) it takes over, with XAUTOCLAIM, entries that other
 *    members (dead ones, in effect) left unacknowledged for longer than `claimIdleMs`;
 * 2. it reads new entries with XREADGROUP BLOCK (`blockMs`, bounded) and hands them over: all of
 *    a read's at once to the batch handler when there is one (one XACK per stream), else (or
 *    should the batch fail) one at a time;
 * 3. success → XACK; failure → the entry stays pending and is retried in place after a back-off,
 *    re-claimed with XCLAIM so that Redis counts the delivery (the stream's order holds); after
 *    `maxDeliveries` it goes to the dead-letter stream and is acknowledged.
 * 4. after a failure of the loop or a reconnection (Redis restarted), it first hands its own
 *    pending entries to the handler again: a read whose reply was lost, a batch cut short or an
 *    XACK that failed leaves entries that are this member's in Redis, and that no other member
 *    would ever claim while the keep-alive below refreshes them.
 *
 * While entries are in hand a keep-alive XCLAIM (JUSTID, every `claimIdleMs / 3`) resets their
 * idle time, so a live but slow member does not lose them to XAUTOCLAIM.
 */
export class RedisStreamsSubscription implements Subscription {
  private readonly inFlight = new InFlightHandler();
  private readonly sleeper = new Sleeper();
  /** This member's commands on its own (blocking) connection… */
  private readonly commands: ConsumerGroupCommands;
  /** …and on the bus's shared one, for the clean-up once its own connection is closed. */
  private readonly sharedCommands: ConsumerGroupCommands;
  /** Ids read or claimed and not yet acknowledged, per stream key. */
  private readonly held = new Map<string, Set<string>>();
  /** Held ids whose handler already ran (and failed): they keep their delivery count. */
  private readonly attempted = new Set<string>();
  private readonly byKey: Map<string, SubscribedStream>;
  /** The entries whose handler is running (still set after an abandoned handler). */
  private readonly runningIds = new Set<string>();
  private isClosing = false;
  private isReading = false;
  /** Set by a failure or a reconnection: own pending entries are handled before new ones. */
  private resumePending = false;
  private nextClaimAt = 0;
  private loopDone: Promise<void> = Promise.resolve();
  private keepAlive: NodeJS.Timeout | undefined;
  private closed: Promise<void> | undefined;

  constructor(
    /** The subscription's own connection: it blocks in XREADGROUP. */
    private readonly connection: Redis,
    shared: Redis,
    private readonly streams: readonly SubscribedStream[],
    private readonly member: StreamMember,
    private readonly settings: StreamSubscriptionSettings,
    private readonly logger: EventBusLogger,
  ) {
    this.commands = new ConsumerGroupCommands(connection, member.group, member.consumer);
    this.sharedCommands = new ConsumerGroupCommands(shared, member.group, member.consumer);
    this.byKey = new Map(streams.map((stream) => [stream.key, stream]));
  }

  /** Joins the group on every stream (created at the stream's beginning) and starts the loop. */
  async start(): Promise<void> {
    for (const stream of this.streams) await this.commands.join(stream.key);
    this.connection.on('ready', () => {
      this.resumePending = true;
    });
    const every = Math.max(10, Math.floor(this.settings.claimIdleMs / 3));
    this.keepAlive = setInterval(() => void this.touchHeld(), every);
    this.loopDone = this.loop();
  }

  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.isClosing = true;
    this.sleeper.wake();
    // Nothing is in hand while the loop waits for new entries: end the wait now.
    if (this.isReading) this.connection.disconnect();
    if (!(await this.inFlight.drain(this.settings.drainTimeoutMs))) {
      this.logger.warn(
        `Subscription ${this.name} closed with a handler still running; its event stays ` +
          `pending and will be redelivered`,
      );
    }
    try {
      await withTimeout(this.loopDone, this.settings.drainTimeoutMs, 'loop did not stop');
    } catch {
      this.connection.disconnect();
      await this.loopDone;
    }
    clearInterval(this.keepAlive);
    await this.releaseHeld().catch((error: unknown) => {
      this.logger.warn(`Subscription ${this.name} kept its pending events: ${errorMessage(error)}`);
    });
    for (const stream of this.streams) {
      await this.sharedCommands.leaveIfIdle(stream.key).catch(() => undefined);
    }
    await closeConnection(this.connection);
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.isClosing) {
      try {
        if (this.resumePending) {
          this.resumePending = false;
          for (const stream of this.streams) await this.resumeOwnPending(stream);
        }
        if (Date.now() >= this.nextClaimAt) {
          for (const stream of this.streams) await this.reclaim(stream);
          const every = Math.min(5_000, Math.floor(this.settings.claimIdleMs / 2));
          this.nextClaimAt = Date.now() + every;
        }
        const batches = await this.readNew();
        if (!(await this.processBatch(batches))) {
          for (const [key, entries] of batches) {
            const stream = this.byKey.get(key);
            if (stream) await this.processAll(stream, entries, () => 1);
          }
        }
        failures = 0;
      } catch (error) {
        if (this.isClosing || error instanceof HandlerAbandonedError) return;
        failures += 1;
        this.resumePending = true;
        this.logger.warn(`Subscription ${this.name}: ${errorMessage(error)}`);
        if (/NOGROUP/.test(errorMessage(error))) await this.rejoin();
        await this.sleeper.sleep(backoff(failures, 100, 5_000));
      }
    }
  }

  private async readNew(): Promise<Array<[string, StreamEntry[]]>> {
    if (this.isClosing) return [];
    const { blockMs, claimIdleMs, readCount } = this.settings;
    const keys = this.streams.map((stream) => stream.key);
    this.isReading = true;
    try {
      const batches = await this.commands.readNew(
        keys,
        readCount,
        Math.min(blockMs, Math.max(10, claimIdleMs / 2)),
      );
      for (const [key, entries] of batches) this.hold(key, entries);
      return batches;
    } finally {
      this.isReading = false;
    }
  }

  /** Hands this member's own unacknowledged entries to the handler again, oldest first. */
  private async resumeOwnPending(stream: SubscribedStream): Promise<void> {
    let after = '0-0';
    while (!this.isClosing) {
      const entries = await this.commands.readOwnPending(
        stream.key,
        after,
        this.settings.readCount,
      );
      if (entries.length === 0) return;
      this.hold(stream.key, entries);
      const counts = await this.commands.deliveriesOf(stream.key, entries);
      await this.processAll(stream, entries, (id) => counts.get(id) ?? 1);
      after = entries[entries.length - 1]!.id;
    }
  }

  /** Takes over entries idle for longer than `claimIdleMs`, with their delivery counts. */
  private async reclaim(stream: SubscribedStream): Promise<void> {
    let cursor = '0-0';
    for (let round = 0; round < RECLAIM_ROUNDS && !this.isClosing; round += 1) {
      const claimed = await this.commands.autoClaim(
        stream.key,
        this.settings.claimIdleMs,
        cursor,
        this.settings.readCount,
      );
      if (claimed.deletedIds.length > 0) {
        this.logger.warn(
          `Pending entries ${claimed.deletedIds.join(', ')} of ${stream.key} were trimmed ` +
            `before group ${this.member.group} handled them`,
        );
      }
      if (claimed.entries.length > 0) {
        this.hold(stream.key, claimed.entries);
        const counts = await this.commands.deliveriesOf(stream.key, claimed.entries);
        this.logger.log(
          `${this.name} took over ${claimed.entries.length} pending event(s) of ${stream.key}`,
        );
        await this.processAll(stream, claimed.entries, (id) => counts.get(id) ?? 1);
      }
      cursor = claimed.cursor;
      if (cursor === '0-0') return;
    }
  }

  /**
   * Hands the entries of one read (first deliveries, in stream order) to the batch handler at once
   * and acknowledges them with one XACK per stream. Returns false, having acknowledged nothing,
   * when there is no batch handler, fewer than two entries, an entry that does not decode, or a
   * batch handler that threw: the entries then go one by one to `handler` (`processAll`), with
   * its retries and dead letters, as if the batch had never run.
   */
  private async processBatch(batches: ReadonlyArray<[string, StreamEntry[]]>): Promise<boolean> {
    const batchHandler = this.member.batchHandler;
    const entries = batches.flatMap(([key, list]) => list.map((entry) => ({ key, entry })));
    if (!batchHandler || entries.length < 2 || this.isClosing) return false;
    const events: DeliveredEvent[] = [];
    for (const { key, entry } of entries) {
      const stream = this.byKey.get(key);
      const event = stream ? decodeEntry(stream.topic, entry) : new Error('unknown stream');
      if (event instanceof Error) return false;
      events.push({ ...event, deliveryCount: 1 });
    }
    for (const { entry } of entries) this.runningIds.add(entry.id);
    try {
      await this.inFlight.run(() => batchHandler(events));
    } catch (error) {
      if (error instanceof HandlerAbandonedError) throw error;
      this.logger.warn(
        `Batch handler of group ${this.member.group} failed on ${events.length} events; ` +
          `handling them one by one: ${errorMessage(error)}`,
      );
      return false;
    } finally {
      if (!this.inFlight.isAbandoned) this.runningIds.clear();
    }
    for (const [key, list] of batches) {
      const [first, ...rest] = list.map((entry) => entry.id);
      if (first === undefined) continue;
      await this.commands.ack(key, first, ...rest);
      for (const id of [first, ...rest]) this.forget(key, id);
    }
    return true;
  }

  private async processAll(
    stream: SubscribedStream,
    entries: readonly StreamEntry[],
    deliveriesOf: (id: string) => number,
  ): Promise<void> {
    for (const entry of entries) {
      if (this.isClosing) return;
      await this.process(stream, entry, deliveriesOf(entry.id));
    }
  }

  /** Hands one entry to the handler until it succeeds, is dead-lettered, or closing stops it. */
  private async process(
    stream: SubscribedStream,
    first: StreamEntry,
    firstDeliveryCount: number,
  ): Promise<void> {
    let entry = first;
    let deliveryCount = firstDeliveryCount;
    for (;;) {
      const event = decodeEntry(stream.topic, entry);
      if (event instanceof Error) return this.deadLetter(stream, entry, deliveryCount, event);
      if (deliveryCount > this.settings.maxDeliveries) {
        const reason = new Error(`delivered ${deliveryCount - 1} times without success`);
        return this.deadLetter(stream, entry, deliveryCount - 1, reason, event.eventId);
      }
      const failure = await this.runHandler(entry.id, { ...event, deliveryCount });
      if (!failure) {
        await this.commands.ack(stream.key, entry.id);
        this.forget(stream.key, entry.id);
        return;
      }
      this.logger.warn(
        `Handler of group ${this.member.group} failed on event ${event.eventId} ` +
          `(${stream.topic}, delivery ${deliveryCount}): ${errorMessage(failure.error)}`,
      );
      if (deliveryCount >= this.settings.maxDeliveries) {
        return this.deadLetter(stream, entry, deliveryCount, failure.error, event.eventId);
      }
      const { retryDelayMs, maxRetryDelayMs } = this.settings;
      const delay = backoff(deliveryCount, retryDelayMs, maxRetryDelayMs);
      if (!(await this.sleeper.sleep(delay)) || this.isClosing) return;
      const again = await this.commands.claimForRetry(stream.key, entry.id);
      if (!again) {
        this.forget(stream.key, entry.id); // another member has it now, or it is gone
        return;
      }
      ({ entry, deliveryCount } = again);
    }
  }

  /** Runs the handler; resolves with the failure, if any (an abandoned handler throws through). */
  private async runHandler(
    id: string,
    event: Parameters<EventHandler>[0],
  ): Promise<{ error: unknown } | undefined> {
    this.attempted.add(id);
    this.runningIds.add(id);
    try {
      await this.inFlight.run(() => this.member.handler(event));
      return undefined;
    } catch (error) {
      if (error instanceof HandlerAbandonedError) throw error;
      return { error };
    } finally {
      if (!this.inFlight.isAbandoned) this.runningIds.delete(id);
    }
  }

  private async deadLetter(
    stream: SubscribedStream,
    entry: StreamEntry,
    deliveries: number,
    reason: unknown,
    eventId = '(unreadable)',
  ): Promise<void> {
    const error = errorMessage(reason);
    await this.commands.deadLetter(stream.key, stream.deadLetterKey, this.settings.maxLen, entry, [
      'originalId',
      entry.id,
      'group',
      this.member.group,
      'deliveries',
      String(deliveries),
      'error',
      error,
    ]);
    this.forget(stream.key, entry.id);
    this.logger.error(
      `Event ${eventId} (${stream.topic}, entry ${entry.id}) moved to ${stream.deadLetterKey} ` +
        `after ${deliveries} deliveries to group ${this.member.group}: ${error}`,
    );
  }

  private hold(key: string, entries: readonly StreamEntry[]): void {
    const ids = this.held.get(key) ?? new Set<string>();
    for (const entry of entries) ids.add(entry.id);
    this.held.set(key, ids);
  }

  private forget(key: string, id: string): void {
    this.held.get(key)?.delete(id);
    this.attempted.delete(id);
  }

  private async touchHeld(): Promise<void> {
    if (this.isClosing) return;
    for (const [key, ids] of this.held) {
      await this.commands.touch(key, [...ids]).catch(() => undefined);
    }
  }

  /**
   * On close, entries in hand that no handler is running become claimable by the other members at
   * once; those no handler saw get their delivery count reset (their first real delivery counts
   * as 1). An abandoned handler's entry is left to age as usual: that handler may still finish.
   */
  private async releaseHeld(): Promise<void> {
    for (const [key, ids] of this.held) {
      const idle = [...ids].filter((id) => !this.runningIds.has(id));
      await this.sharedCommands.release(
        key,
        idle.filter((id) => !this.attempted.has(id)),
        true,
      );
      await this.sharedCommands.release(
        key,
        idle.filter((id) => this.attempted.has(id)),
        false,
      );
    }
    this.held.clear();
  }

  private async rejoin(): Promise<void> {
    for (const stream of this.streams) {
      await this.commands.join(stream.key).catch(() => undefined);
    }
  }

  private get name(): string {
    return `${this.member.group}/${this.member.consumer}`;
  }
}
