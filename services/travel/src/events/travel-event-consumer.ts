import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import { validateEvent } from '@app/contracts';
import {
  IdempotentConsumer,
  type DeliveredEvent,
  type EventBus,
  type Subscription,
} from '@app/event-bus';

import { TravelEnv } from '../config/env.schema';
import { TravelDatabase } from '../database/travel-database';
import { EVENT_BUS, TRAVEL_CONSUMER_GROUP } from './event-bus.token';
import { UserDeletedHandler } from './user-deleted.handler';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = 'applied' | 'duplicate' | 'malformed' | 'ignored';

/**
 * The travel service's event consumer (group 'travel'): subscribes when the app has started and
 * stops fetching before it shuts down. Each delivery is validated against its topic's contract
 * and applied once per event id (`processed_events`, in the same transaction as the effect). A
 * failure leaves the event unacknowledged, so the bus delivers it again.
 */
@Injectable()
export class TravelEventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('TravelEventConsumer');
  private readonly processed: IdempotentConsumer;
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly userDeleted: UserDeletedHandler,
    database: TravelDatabase,
    env: TravelEnv,
  ) {
    this.processed = new IdempotentConsumer(
      database.pool,
      env.DATABASE_SCHEMA,
      TRAVEL_CONSUMER_GROUP,
    );
  }

  /** The topics this service consumes. */
  get topics(): string[] {
    return [this.userDeleted.topic];
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
    if (delivered.topic !== this.userDeleted.topic) return 'ignored';
    const result = await validateEvent(this.userDeleted.topic, delivered.payload);
    if (!result.ok) {
      // Retrying cannot fix a payload that breaks its contract: acknowledge and say so.
      const fields = result.error.errors.map((error) => error.field).join(', ');
      this.logger.error(`Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${fields}`);
      return 'malformed';
    }
    const event = result.value;
    try {
      const ran = await this.processed.runOnce(event.eventId, (client) =>
        this.userDeleted.handle(event, client),
      );
      return ran ? 'applied' : 'duplicate';
    } catch (error) {
      this.logger.error(
        `Could not handle ${delivered.topic} event ${event.eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
