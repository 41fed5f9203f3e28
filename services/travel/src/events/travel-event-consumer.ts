import { Inject, Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

import {
  IdempotentConsumer,
  TopicConsumer,
  preparer,
  type ConsumeOutcome as BusConsumeOutcome,
  type EventBus,
} from '@app/event-bus';

import { TravelEnv } from '../config/env.schema';
import { TravelDatabase } from '../database/travel-database';
import { EVENT_BUS, TRAVEL_CONSUMER_GROUP } from './event-bus.token';
import { UserDeletedHandler } from './user-deleted.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = BusConsumeOutcome<'applied'>;

/**
 * The travel service's event consumer (group 'travel'): `auth.user.deleted.v1`,
 * `auth.user.updated.v1` and `auth.user.registered.v1`. Subscribes when the app has started and
 * stops fetching before it shuts down. Each delivery is validated against its topic's contract
 * and applied once per event id (`processed_events`, in the same transaction as the effect), then
 * its handler's after-commit step runs. A failure leaves the event unacknowledged, so the bus
 * delivers it again.
 */
@Injectable()
export class TravelEventConsumer extends TopicConsumer<ClientBase, 'applied'> {
  constructor(
    @Inject(EVENT_BUS) bus: EventBus,
    userDeleted: UserDeletedHandler,
    userUpdated: UserUpdatedHandler,
    userRegistered: UserRegisteredHandler,
    database: TravelDatabase,
    env: TravelEnv,
  ) {
    super(bus, {
      group: TRAVEL_CONSUMER_GROUP,
      loggerName: 'TravelEventConsumer',
      prepares: new Map([
        [userDeleted.topic, preparer(userDeleted)],
        [userUpdated.topic, preparer(userUpdated)],
        [userRegistered.topic, preparer(userRegistered)],
      ]),
      processed: new IdempotentConsumer(database.pool, env.DATABASE_SCHEMA, TRAVEL_CONSUMER_GROUP),
      scopeOf: (client) => client,
      applied: 'applied',
    });
  }
}
