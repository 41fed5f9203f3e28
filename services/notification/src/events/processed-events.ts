import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

import { IdempotentConsumer, type OnceEffect } from '@app/event-bus';

import { NotificationEnv } from '../config/env.schema';
import { NotificationDatabase } from '../database/notification-database';
import { NOTIFICATION_CONSUMER_GROUP } from './event-bus.token';

/**
 * The consumer's memory of handled events (`<schema>.processed_events`, @app/event-bus's
 * `IdempotentConsumer`), so that an event the bus delivers again has no second effect, even after
 * its e-mail job is long gone from Redis.
 */
@Injectable()
export class ProcessedEvents {
  private readonly consumer: IdempotentConsumer;

  constructor(database: NotificationDatabase, env: NotificationEnv) {
    this.consumer = new IdempotentConsumer(
      database.pool,
      env.DATABASE_SCHEMA,
      NOTIFICATION_CONSUMER_GROUP,
    );
  }

  /**
   * Runs `effect` unless the event was already processed, recording it in the same transaction
   * (`client`, for the effect's own writes); false for a duplicate. An effect outside Postgres (a
   * BullMQ job with a derived id) is idempotent itself, so a crash before the commit is harmless.
   */
  runOnce(eventId: string, effect: (client: ClientBase) => Promise<void>): Promise<boolean> {
    return this.consumer.runOnce(eventId, effect);
  }

  /** `runOnce` for several events in one transaction (per event: whether its effect ran). */
  runOnceEach(events: readonly OnceEffect[]): Promise<boolean[]> {
    return this.consumer.runOnceEach(events);
  }
}
