import { randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import type { CreateEntryRpcRequest, RecordVisitRpcRequest } from '@app/contracts';
import { createEventBus, type DeliveredEvent, type EventBus } from '@app/event-bus';
import { type OutboxEventEntity, outboxRows } from '@app/persistence';
import {
  RecordedOutput,
  type ServiceUnderTest,
  SettableClock,
  startServiceUnderTest,
} from '@app/testing';

import { migrate } from '../../src/cli/migrate.command';
import type { TravelEnv } from '../../src/config/env.schema';
import { TravelEventConsumer } from '../../src/events/travel-event-consumer';
import { travelService } from '../../src/service';

export interface TravelTestService extends ServiceUnderTest<TravelEnv> {
  dataSource: DataSource;
  clock: SettableClock;
  /** A bus of the test's own on the same Redis prefix, to publish as auth's outbox relay does. */
  bus: EventBus;
  consumer: TravelEventConsumer;
  /** Rows of the outbox, oldest first. */
  outbox(topic?: string): Promise<OutboxEventEntity[]>;
  /** The number of stored records of a user (straight from the table). */
  countEntries(userId: string): Promise<number>;
}

export interface StartTravelServiceOptions {
  relayOutbox?: boolean;
}

/**
 * Starts the real travel microservice in-process (`startServiceUnderTest`), its database migrated
 * with the CLI's `migrate`, with a bus of the test's own. The clock starts at `DEFAULT_NOW`.
 */
export async function startTravelService(
  options: StartTravelServiceOptions = {},
): Promise<TravelTestService> {
  const clock = new SettableClock();
  const service = await startServiceUnderTest(travelService, {
    migrate: (env) => migrate(env, new RecordedOutput()),
    options: { clock: clock.now, relayOutbox: options.relayOutbox ?? false },
  });
  const { app, redis } = service;
  const dataSource = app.get(DataSource);
  const bus = createEventBus({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
  service.alsoClose(() => bus.close());

  return {
    ...service,
    dataSource,
    clock,
    bus,
    consumer: app.get(TravelEventConsumer),
    outbox: (topic) => outboxRows(dataSource, topic),
    countEntries: async (userId) => {
      const [row] = await dataSource.query<Array<{ count: string }>>(
        'SELECT count(*) FROM travel_entries WHERE user_id = $1',
        [userId],
      );
      return Number(row?.count);
    },
  };
}

/**
 * An event of auth's about `userId` (`auth.user.registered|updated|deleted.v1`) as the bus
 * delivers it: the envelope, the user's id, username and e-mail, and `extra` fields.
 */
export function anAuthEvent(topic: string, userId: string, extra: object = {}): DeliveredEvent {
  const eventId = randomUUID();
  return {
    topic,
    key: userId,
    eventId,
    deliveryCount: 1,
    payload: {
      eventId,
      occurredAt: '2025-06-01T00:00:00.000Z',
      aggregateId: userId,
      userId,
      username: 'ada',
      email: 'ada@example.com',
      ...extra,
    },
  };
}

/** A fresh user id (users live in the auth service; travel only stores their id). */
export function aUserId(): string {
  return randomUUID();
}

/** A CreateEntry payload: an entry on 2025-06-01 unless overridden. */
export function anEntry(
  userId: string,
  overrides: Partial<CreateEntryRpcRequest> = {},
): CreateEntryRpcRequest {
  return { userId, entry_type: 'entry', entry_date: '2025-06-01', ...overrides };
}

/** A RecordVisit payload: 2025-05-01 to 2025-05-10 unless overridden. */
export function aVisit(
  userId: string,
  overrides: Partial<RecordVisitRpcRequest> = {},
): RecordVisitRpcRequest {
  return { userId, entry_date: '2025-05-01', exit_date: '2025-05-10', ...overrides };
}
