import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import {
  IdempotentConsumer,
  type DeliveredEvent,
  type EventBus,
  type Subscription,
} from '@app/event-bus';

import { TravelEnv } from '../config/env.schema';
import { TravelDatabase } from '../database/travel-database';
import { EVENT_BUS, TRAVEL_CONSUMER_GROUP } from './event-bus.token';
import { preparer, type PreparedEvent } from './topic-handler';
import { UserDeletedHandler } from './user-deleted.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = 'applied' | 'duplicate' | 'malformed' | 'ignored';

/**
 * The travel service's event consumer (group 'travel'): `auth.user.deleted.v1`,
 * `auth.user.updated.v1` and `auth.user.registered.v1`. Subscribes when the app has started and
 * stops fetching before it shuts down. Each delivery is validated against its topic's contract
 * and applied once per event id (`processed_events`, in the same transaction as the effect), then
 * its handler's after-commit step runs. A failure leaves the event unacknowledged, so the bus
 * delivers it again.
 */
@Injectable()
export class TravelEventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('TravelEventConsumer');
  private readonly processed: IdempotentConsumer;
  private readonly prepares: ReadonlyMap<string, (payload: unknown) => Promise<PreparedEvent>>;
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    userDeleted: UserDeletedHandler,
    userUpdated: UserUpdatedHandler,
    userRegistered: UserRegisteredHandler,
    database: TravelDatabase,
    env: TravelEnv,
  ) {
    this.processed = new IdempotentConsumer(
      database.pool,
      env.DATABASE_SCHEMA,
      TRAVEL_CONSUMER_GROUP,
    );
    this.prepares = new Map([
      [userDeleted.topic, preparer(userDeleted)],
      [userUpdated.topic, preparer(userUpdated)],
      [userRegistered.topic, preparer(userRegistered)],
    ]);
  }

  /** The topics this service consumes. */
  get topics(): string[] {
    return [...this.prepares.keys()];
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe({
      group: TRAVEL_CONSUMER_GROUP,
      topics: this.topics,
      handler: async (event) => {
        await this.consume(event);
      },
    });
    this.logger.log(`Consuming ${this.topics.join(', ')} (${this.bus.kind})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome> {
    const prepare = this.prepares.get(delivered.topic);
    if (!prepare) return 'ignored';
    const event = await prepare(delivered.payload);
    if (!event.ok) {
      // Retrying cannot fix a payload that breaks its contract: acknowledge and say so.
      this.logger.error(
        `Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${event.fields.join(', ')}`,
      );
      return 'malformed';
    }
    try {
      const ran = await this.processed.runOnce(event.eventId, (client) => event.run(client));
      // Also after a duplicate: the first delivery may have committed and stopped right there.
      await event.afterCommit();
      return ran ? 'applied' : 'duplicate';
    } catch (error) {
      this.logger.error(
        `Could not handle ${delivered.topic} event ${event.eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
