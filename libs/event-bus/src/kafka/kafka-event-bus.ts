import {
  type Admin,
  Kafka,
  type KafkaMessage,
  type LogEntry,
  logLevel,
  type Message,
  Partitioners,
  type Producer,
} from 'kafkajs';

import type { BusEvent, EventBus, SubscribeOptions, Subscription } from '../event-bus.port';
import { consoleLogger, errorMessage, type EventBusLogger } from '../_lib/logger';
import { observedSubscription } from '../_lib/observed-subscription';
import { OpenSubscriptions } from '../_lib/open-subscriptions';
import { withTimeout } from '../_lib/timing';
import { toKafkaMessage } from './kafka-message';
import { KafkaSubscription, type KafkaSubscriptionSettings } from './kafka-subscription';

export interface KafkaEventBusOptions {
  /** `host:port` of each bootstrap broker (KAFKA_BROKERS, comma-separated, parsed). */
  readonly brokers: readonly string[];
  /** The client id the brokers see (default 'schengen-tracker'). */
  readonly clientId?: string;
  /** Partitions of each topic the bus creates (default 3). */
  readonly partitions?: number;
  /** Replicas of each topic the bus creates (default -1: the broker's default). */
  readonly replicationFactor?: number;
  /** Deliveries before a record goes to `<topic>.dead-letter` (default 10). */
  readonly maxDeliveries?: number;
  /** First retry delay after a handler failure, doubled each time (default 200 ms)… */
  readonly retryDelayMs?: number;
  /** …up to this (default 5 s). */
  readonly maxRetryDelayMs?: number;
  /** How long a subscription's close() waits for a running handler (default 10 s). */
  readonly drainTimeoutMs?: number;
  /** ping() fails after this (default 2 s). */
  readonly pingTimeoutMs?: number;
  /** publish() fails after this (default 30 s); the idempotent producer itself never gives up. */
  readonly publishTimeoutMs?: number;
  /** kafkajs's retries for connections and requests (default 5; 0 fails fast, for tests). */
  readonly retries?: number;
  readonly logger?: EventBusLogger;
}

/** The suffix of the topic that holds a topic's poison records. */
export const DEAD_LETTER_SUFFIX = '.dead-letter';

/**
 * The production adapter (kafkajs 2.2.4). Publishing goes through one idempotent producer
 * (`idempotent: true`, `maxInFlightRequests: 1`, `acks: -1`): a batch is written in order, once,
 * and the promise resolves when every in-sync replica has it. Topics are created with the admin
 * client before first use (`partitions`, `replicationFactor`); records are keyed by the event's
 * key, so the events of one key share a partition and keep their order. Each subscription is one
 * consumer in its group; see KafkaSubscription for offsets, retries and dead letters.
 *
 * @example
 * const bus = new KafkaEventBus({ brokers: ['kafka:9092'], clientId: 'notification' });
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly partitions: number;
  private readonly replicationFactor: number;
  private readonly pingTimeoutMs: number;
  private readonly publishTimeoutMs: number;
  private readonly settings: KafkaSubscriptionSettings;
  private readonly logger: EventBusLogger;
  private readonly knownTopics = new Set<string>();
  private readonly subscriptions = new OpenSubscriptions<KafkaSubscription>();
  private producerConnected: Promise<void> | undefined;
  private adminConnected: Promise<void> | undefined;
  private isClosed = false;
  private closing: Promise<void> | undefined;

  constructor(options: KafkaEventBusOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaEventBus needs at least one broker');
    this.logger = options.logger ?? consoleLogger;
    this.partitions = options.partitions ?? 3;
    this.replicationFactor = options.replicationFactor ?? -1;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 2_000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
    this.settings = {
      maxDeliveries: options.maxDeliveries ?? 10,
      retryDelayMs: options.retryDelayMs ?? 200,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 5_000,
      drainTimeoutMs: options.drainTimeoutMs ?? 10_000,
    };
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'schengen-tracker',
      brokers: [...options.brokers],
      retry: { retries: options.retries ?? 5 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => this.logKafka(entry),
    });
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // kafkajs refuses an idempotent producer with bounded retries (they could reorder or
      // duplicate); publish() bounds the wait instead (publishTimeoutMs).
      retry: { retries: Number.MAX_SAFE_INTEGER },
      allowAutoTopicCreation: false,
      // Murmur2 on the key, as the Java client: a key maps to the same partition everywhere.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = this.kafka.admin();
  }

  async publish(events: readonly BusEvent[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.topic) ?? [];
      messages.push(toKafkaMessage(event));
      byTopic.set(event.topic, messages);
    }
    const send = async (): Promise<void> => {
      await this.ensureTopics([...byTopic.keys()]);
      await this.connectProducer();
      await this.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    };
    // A publish that timed out may still land later: the caller retries, consumers dedupe.
    await withTimeout(
      send(),
      this.publishTimeoutMs,
      `Kafka did not accept ${events.length} event(s) within ${this.publishTimeoutMs} ms`,
    );
  }

  async subscribe(subscribed: SubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const options = observedSubscription(subscribed);
    if (!options.group) throw new Error('subscribe() needs a consumer group');
    if (options.topics.length === 0) throw new Error('subscribe() needs at least one topic');
    const topics = [...new Set(options.topics)];
    await this.ensureTopics(topics);
    const consumer = this.kafka.consumer({ groupId: options.group, allowAutoTopicCreation: false });
    const subscription = new KafkaSubscription(
      consumer,
      options.group,
      topics,
      options.handler,
      (topic, message, details) => this.sendToDeadLetter(topic, message, details),
      this.settings,
      this.logger,
    );
    const handle = await this.subscriptions.open(subscription, {
      group: options.group,
      lag: () => this.consumerLag(options.group, topics),
    });
    const member = options.consumerName ? ` ${options.consumerName}` : '';
    this.logger.log(`Kafka consumer${member} joined group ${options.group}: ${topics.join(', ')}`);
    return handle;
  }

  /** Per topic, the records `group` has not committed yet: the partitions' ends minus its offsets. */
  async consumerLag(
    group: string,
    topics: readonly string[],
  ): Promise<{ topic: string; lag: number }[]> {
    await this.connectAdmin();
    const committed = await this.admin.fetchOffsets({ groupId: group, topics: [...topics] });
    const lags: { topic: string; lag: number }[] = [];
    for (const { topic, partitions } of committed) {
      const ends = await this.admin.fetchTopicOffsets(topic);
      let lag = 0;
      for (const end of ends) {
        const offset = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
        const high = Number(end.high);
        lag += offset < 0 ? high - Number(end.low) : Math.max(0, high - offset);
      }
      lags.push({ topic, lag });
    }
    return lags;
  }

  async ping(): Promise<void> {
    await withTimeout(
      this.connectAdmin().then(() => this.admin.describeCluster()),
      this.pingTimeoutMs,
      `Kafka did not answer within ${this.pingTimeoutMs} ms`,
    );
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.isClosed = true;
      await this.subscriptions.closeAll();
      await Promise.all([
        this.producer.disconnect().catch(() => undefined),
        this.admin.disconnect().catch(() => undefined),
      ]);
    })();
    return this.closing;
  }

  /** Creates the topics this process has not seen yet (an existing topic is left as it is). */
  private async ensureTopics(topics: readonly string[]): Promise<void> {
    const missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    await this.connectAdmin();
    try {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: this.partitions,
          replicationFactor: this.replicationFactor,
        })),
      });
    } catch (error) {
      if (!/already exists/i.test(errorMessage(error))) throw error;
    }
    for (const topic of missing) this.knownTopics.add(topic);
  }

  private async sendToDeadLetter(
    topic: string,
    message: KafkaMessage,
    details: { group: string; partition: number; deliveries: number; error: string },
  ): Promise<void> {
    const deadLetterTopic = `${topic}${DEAD_LETTER_SUFFIX}`;
    await this.ensureTopics([deadLetterTopic]);
    await this.connectProducer();
    await this.producer.send({
      topic: deadLetterTopic,
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            originalTopic: topic,
            originalPartition: String(details.partition),
            originalOffset: message.offset,
            group: details.group,
            deliveries: String(details.deliveries),
            error: details.error,
          },
        },
      ],
    });
  }

  private connectProducer(): Promise<void> {
    this.producerConnected ??= this.producer.connect().catch((error: unknown) => {
      this.producerConnected = undefined;
      throw error;
    });
    return this.producerConnected;
  }

  private connectAdmin(): Promise<void> {
    this.adminConnected ??= this.admin.connect().catch((error: unknown) => {
      this.adminConnected = undefined;
      throw error;
    });
    return this.adminConnected;
  }

  private assertOpen(): void {
    if (this.isClosed) throw new Error('The event bus is closed');
  }

  private logKafka({ level, namespace, log }: LogEntry): void {
    const line = `kafkajs ${namespace}: ${log.message}`;
    if (level === logLevel.ERROR || level === logLevel.NOTHING) this.logger.error(line);
    else if (level === logLevel.WARN) this.logger.warn(line);
    else this.logger.log(line);
  }
}
