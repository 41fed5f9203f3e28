import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';

import type { EventHandler, Subscription } from '../event-bus.port';
import { HandlerAbandonedError, InFlightHandler } from '../_lib/in-flight';
import { errorMessage, type EventBusLogger } from '../_lib/logger';
import { backoff, Sleeper } from '../_lib/timing';
import { fromKafkaMessage } from './kafka-message';

export interface KafkaSubscriptionSettings {
  readonly maxDeliveries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  readonly drainTimeoutMs: number;
}

/** Sends a poison record to its dead-letter topic (the bus owns the producer). */
export type DeadLetterSink = (
  topic: string,
  message: KafkaMessage,
  details: { group: string; partition: number; deliveries: number; error: string },
) => Promise<void>;

/** How often a long handler's keep-alive asks kafkajs to heartbeat (it sends at its own pace). */
const KEEP_ALIVE_MS = 1_000;

/**
 * One kafkajs consumer in a group. Offsets are handled by hand: kafkajs neither resolves nor
 * commits on its own (`eachBatchAutoResolve: false`, `autoCommit: false`); each record's offset is
 * resolved and committed only after its handler succeeded. A failing handler is retried in place
 * after a back-off, so the partition's order holds; after `maxDeliveries` the record goes to the
 * dead-letter topic and is committed. A record left unresolved (closing, rebalance) is fetched
 * again, here or by the member that gets the partition.
 *
 * Kafka keeps no delivery count: `deliveryCount` counts this member's attempts and starts at 1
 * again on a member that takes the partition over.
 */
export class KafkaSubscription implements Subscription {
  private readonly inFlight = new InFlightHandler();
  private readonly sleeper = new Sleeper();
  /** Attempts so far per `topic:partition:offset`, kept across re-fetches of a record. */
  private readonly attempts = new Map<string, number>();
  private isClosing = false;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly consumer: Consumer,
    private readonly group: string,
    private readonly topics: readonly string[],
    private readonly handler: EventHandler,
    private readonly deadLetter: DeadLetterSink,
    private readonly settings: KafkaSubscriptionSettings,
    private readonly logger: EventBusLogger,
  ) {}

  /** Joins the group and starts consuming; a new group starts at the topics' beginning. */
  async start(): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [...this.topics], fromBeginning: true });
    await this.consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: 1,
      eachBatch: (payload) => this.eachBatch(payload),
    });
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      this.isClosing = true;
      this.sleeper.wake();
      const finished = await this.inFlight.drain(this.settings.drainTimeoutMs);
      if (!finished) {
        this.logger.warn(
          `Kafka subscription ${this.group} closed with a handler still running; its record ` +
            `stays uncommitted and will be redelivered`,
        );
      }
      await this.consumer.disconnect();
    })();
    return this.closed;
  }

  private async eachBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    for (const message of batch.messages) {
      if (this.isClosing || !payload.isRunning() || payload.isStale()) return;
      const isDone = await this.handle(batch.topic, batch.partition, message, payload);
      if (!isDone) return;
      payload.resolveOffset(message.offset);
      await payload.commitOffsetsIfNecessary({
        topics: [
          {
            topic: batch.topic,
            partitions: [{ partition: batch.partition, offset: nextOffset(message.offset) }],
          },
        ],
      });
      await payload.heartbeat();
    }
  }

  /** True once the record is finished with (handled or dead-lettered); false to leave it. */
  private async handle(
    topic: string,
    partition: number,
    message: KafkaMessage,
    payload: EachBatchPayload,
  ): Promise<boolean> {
    const id = `${topic}:${partition}:${message.offset}`;
    const event = fromKafkaMessage(topic, message);
    if (event instanceof Error) {
      await this.sendToDeadLetter(topic, partition, message, 0, event, '(unreadable)');
      return true;
    }
    for (;;) {
      const deliveryCount = (this.attempts.get(id) ?? 0) + 1;
      this.attempts.set(id, deliveryCount);
      const keepAlive = setInterval(() => {
        payload.heartbeat().catch(() => undefined);
      }, KEEP_ALIVE_MS);
      let failure: { error: unknown } | undefined;
      try {
        await this.inFlight.run(() => this.handler({ ...event, deliveryCount }));
      } catch (error) {
        if (error instanceof HandlerAbandonedError) return false;
        failure = { error };
      } finally {
        clearInterval(keepAlive);
      }
      if (!failure) {
        this.attempts.delete(id);
        return true;
      }
      this.logger.warn(
        `Handler of group ${this.group} failed on event ${event.eventId} (${topic}, delivery ` +
          `${deliveryCount}): ${errorMessage(failure.error)}`,
      );
      if (deliveryCount >= this.settings.maxDeliveries) {
        await this.sendToDeadLetter(
          topic,
          partition,
          message,
          deliveryCount,
          failure.error,
          event.eventId,
        );
        this.attempts.delete(id);
        return true;
      }
      const delay = backoff(
        deliveryCount,
        this.settings.retryDelayMs,
        this.settings.maxRetryDelayMs,
      );
      if (!(await this.sleeper.sleep(delay)) || this.isClosing) return false;
      // Throws when the group is rebalancing: the record is then fetched again by its new owner.
      await payload.heartbeat();
      if (!payload.isRunning() || payload.isStale()) return false;
    }
  }

  private async sendToDeadLetter(
    topic: string,
    partition: number,
    message: KafkaMessage,
    deliveries: number,
    reason: unknown,
    eventId: string,
  ): Promise<void> {
    const error = errorMessage(reason);
    await this.deadLetter(topic, message, { group: this.group, partition, deliveries, error });
    this.logger.error(
      `Event ${eventId} (${topic}/${partition}@${message.offset}) moved to its dead-letter topic ` +
        `after ${deliveries} deliveries to group ${this.group}: ${error}`,
    );
  }
}

function nextOffset(offset: string): string {
  return (BigInt(offset) + 1n).toString();
}
