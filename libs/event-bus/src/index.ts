/** @app/event-bus: domain events between services (see event-bus.port.ts and README.md). */
export type {
  BatchEventHandler,
  BusEvent,
  DeliveredEvent,
  EventBus,
  EventHandler,
  SubscribeOptions,
  Subscription,
} from './event-bus.port';
export { createEventBus, parseBrokers } from './create-event-bus';
export type { EventBusOptions } from './create-event-bus';
export { RedisStreamsEventBus } from './redis-streams/redis-streams-event-bus';
export type { RedisStreamsEventBusOptions } from './redis-streams/redis-streams-event-bus';
export { DEAD_LETTER_SUFFIX, KafkaEventBus } from './kafka/kafka-event-bus';
export type { KafkaEventBusOptions } from './kafka/kafka-event-bus';
export { OutboxRelay } from './outbox/outbox-relay';
export type { OutboxRelayOptions } from './outbox/outbox-relay';
export {
  IdempotentConsumer,
  PROCESSED_EVENTS_TABLE_SQL,
  processedEventsTableSql,
  runOnce,
  runOnceAll,
  runOnceEach,
  runCheckedOnceEach,
} from './consumer/processed-events';
export type { OnceEffect, ProcessedEventsDatabase } from './consumer/processed-events';
export { inPoolTransaction } from './pg/one-client';
export type { EventBusLogger } from './_lib/logger';
export { EVENT_BUS, type EventBusEnv, EventBusModule } from './nest/event-bus.module';
export {
  OutboxRelayModule,
  type OutboxRelayModuleOptions,
  type ServiceBusOptions,
} from './nest/outbox-relay.module';
export {
  type ConsumeOutcome,
  EventConsumer,
  type PrepareEvent,
  type PreparedEvent,
  preparer,
  type ProcessedEventLedger,
  TopicConsumer,
  type TopicConsumerOptions,
  type TopicHandler,
} from './consumer/event-consumer';
