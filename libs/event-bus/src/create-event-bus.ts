import type { EventBus } from './event-bus.port';
import { KafkaEventBus, type KafkaEventBusOptions } from './kafka/kafka-event-bus';
import type { EventBusLogger } from './_lib/logger';
import {
  RedisStreamsEventBus,
  type RedisStreamsEventBusOptions,
} from './redis-streams/redis-streams-event-bus';

export interface EventBusOptions {
  /** KAFKA_BROKERS: `host:port` list, comma-separated or already split; non-empty selects Kafka. */
  readonly kafkaBrokers?: string | readonly string[];
  /** The Kafka client id the brokers see (e.g. the service's name). */
  readonly clientId?: string;
  /** REDIS_URL: used when no Kafka broker is configured. */
  readonly redisUrl?: string;
  /** Put before every Redis key (streams are `${keyPrefix}events:${topic}`). */
  readonly keyPrefix?: string;
  readonly logger?: EventBusLogger;
  /** Fine tuning of the Kafka adapter. */
  readonly kafka?: Omit<KafkaEventBusOptions, 'brokers' | 'clientId' | 'logger'>;
  /** Fine tuning of the Redis Streams adapter. */
  readonly redis?: Omit<RedisStreamsEventBusOptions, 'redisUrl' | 'keyPrefix' | 'logger'>;
}

/**
 * The event bus of this process: Kafka when `kafkaBrokers` names at least one broker (the
 * production engine), else Redis Streams on `redisUrl` (the single-machine default). Nothing
 * connects until first use.
 *
 * @example
 * const bus = createEventBus({
 *   kafkaBrokers: env.KAFKA_BROKERS, clientId: 'auth', redisUrl: env.REDIS_URL,
 *   keyPrefix: env.REDIS_KEY_PREFIX,
 * });
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const brokers = parseBrokers(options.kafkaBrokers);
  if (brokers.length > 0) {
    return new KafkaEventBus({
      ...options.kafka,
      brokers,
      clientId: options.clientId,
      logger: options.logger,
    });
  }
  if (!options.redisUrl) {
    throw new Error('The event bus needs KAFKA_BROKERS or a Redis URL (REDIS_URL)');
  }
  return new RedisStreamsEventBus({
    ...options.redis,
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix,
    logger: options.logger,
  });
}

/**
 * The brokers of a KAFKA_BROKERS value (or of a list): trimmed, empty entries dropped.
 *
 * @example
 * parseBrokers(' kafka-1:9092, kafka-2:9092 ,') // → ['kafka-1:9092', 'kafka-2:9092']
 */
export function parseBrokers(list: string | readonly string[] | undefined): string[] {
  return (typeof list === 'string' ? list.split(',') : [...(list ?? [])])
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
}
