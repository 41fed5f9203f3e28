/**
 * @app/persistence: TypeORM building blocks shared by the services (entities stay in each service),
 * and the outbox writes validated against @app/contracts.
 */
export { snakeCase, SnakeNamingStrategy } from './naming/snake-naming.strategy';
export { OutboxEventEntity } from './outbox/outbox-event.entity';
export { outboxRows } from './outbox/outbox-rows';
export { writeOutboxEvent, writeOutboxEvents } from './outbox/write-outbox-event';
export { newEnvelope, type PendingEvent, recordEvent, recordEvents } from './outbox/record-event';
export type {
  OutboxEvent,
  OutboxEventPayload,
  OutboxEventValidator,
} from './outbox/write-outbox-event';
export { postgresOptions } from './postgres-options';
export type { PostgresDataSourceOptions, PostgresOptionsInput } from './postgres-options';
export { ensureSchema } from './schema/ensure-schema';
export { quoteSchema, quoteTablePath, SCHEMA_NAME_FORMAT } from './schema/schema-name';
export { migrateSchema, withDataSource } from './schema/migrate-schema';
