import type { EntityManager } from 'typeorm';

import { currentCarrier } from '@app/observability';

import { quoteTablePath } from '../schema/schema-name';
import { OutboxEventEntity } from './outbox-event.entity';

/** The envelope every event payload carries (contracts' `EventEnvelope`). */
export interface OutboxEventPayload {
  eventId: string;
  occurredAt: string;
  aggregateId: string;
}

/** A topic and its payload, e.g. `{ topic: USER_DELETED_TOPIC, payload: userDeletedEvent }`. */
export interface OutboxEvent<TTopic extends string = string> {
  topic: TTopic;
  payload: OutboxEventPayload;
}

/**
 * Checks a payload against its topic's contract. Pass `validateEvent` from `@app/contracts`: this
 * lib imports nothing internal (module boundaries), so the check is handed in, and it is required
 * so that no event can skip it.
 */
export type OutboxEventValidator<TTopic extends string> = (
  topic: TTopic,
  payload: unknown,
) => Promise<{ ok: true; value: object } | { ok: false; error: Error }>;

/**
 * Records one event in the outbox of the caller's transaction: it commits or rolls back with the
 * change it describes. The payload is validated against its topic first and stored as validated
 * (fields the contract does not know are dropped); an invalid event is a programming error and
 * throws, which rolls the transaction back. The payload carries the request and trace it was
 * recorded in (`currentCarrier`: `reqId`, `traceparent`), so that its consumers log and trace
 * their work as part of them.
 *
 * @example
 * await dataSource.transaction(async (manager) => {
 *   await manager.delete(UserEntity, user.id);
 *   await writeOutboxEvent(manager, { topic: USER_DELETED_TOPIC, payload: event }, validateEvent);
 * });
 */
export async function writeOutboxEvent<TTopic extends string>(
  manager: EntityManager,
  event: OutboxEvent<TTopic>,
  validate: OutboxEventValidator<TTopic>,
): Promise<OutboxEventEntity> {
  const [row] = await writeOutboxEvents(manager, [event], validate);
  return row!;
}

/**
 * Records several events of one change in the outbox of the caller's transaction, as
 * `writeOutboxEvent` does for each (every payload validated first; none is written if one is
 * invalid), in one INSERT: a change that records three events costs one round trip to Postgres,
 * not three. The relay orders them as it orders any rows of one transaction.
 *
 * @example
 * await writeOutboxEvents(manager, [entryCreated, exitCreated, visitRecorded], validateEvent);
 */
export async function writeOutboxEvents<TTopic extends string>(
  manager: EntityManager,
  events: readonly OutboxEvent<TTopic>[],
  validate: OutboxEventValidator<TTopic>,
): Promise<OutboxEventEntity[]> {
  if (!manager.queryRunner?.isTransactionActive) {
    const topics = events.map((event) => event.topic).join(', ');
    throw new Error(
      `Outbox event ${topics} must be written inside the transaction of the change it records`,
    );
  }
  const rows: OutboxEventEntity[] = [];
  const payloads: string[] = [];
  const carrier = currentCarrier();
  for (const event of events) {
    const result = await validate(event.topic, { ...event.payload, ...carrier });
    if (!result.ok) {
      throw new Error(
        `Refusing to record an invalid ${event.topic} event: ${result.error.message}`,
        { cause: result.error },
      );
    }
    const json = JSON.stringify(result.value);
    payloads.push(json);
    rows.push(
      Object.assign(new OutboxEventEntity(), {
        id: event.payload.eventId,
        topic: event.topic,
        aggregateId: event.payload.aggregateId,
        payload: JSON.parse(json) as Record<string, unknown>,
        occurredAt: new Date(event.payload.occurredAt),
        publishedAt: null,
      }),
    );
  }
  if (rows.length === 0) return rows;
  // Plain SQL: TypeORM's insert builder cost more than the statement on every change.
  const table = quoteTablePath(manager.connection.getMetadata(OutboxEventEntity).tablePath);
  const stored: { id: string; created_at: Date }[] = await manager.query(
    `INSERT INTO ${table} (id, topic, aggregate_id, payload, occurred_at)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::jsonb[], $5::timestamptz[])
     RETURNING id, created_at`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.topic),
      rows.map((row) => row.aggregateId),
      payloads,
      rows.map((row) => row.occurredAt),
    ],
  );
  const createdAt = new Map(stored.map((row) => [row.id, row.created_at]));
  for (const row of rows) row.createdAt = createdAt.get(row.id) ?? row.createdAt;
  return rows;
}
