import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import { validateEvent } from '@app/contracts';
import { EVENT_BUS, type DeliveredEvent, type EventBus, type Subscription } from '@app/event-bus';

import { DonationSucceededHandler, type DonationOutcome } from './donation-succeeded.handler';

/** The consumer group of the auth service on the bus (one delivery per event across replicas). */
export const AUTH_CONSUMER_GROUP = 'auth';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = DonationOutcome | 'malformed' | 'ignored';

/**
 * The auth service's event consumer (group 'auth'), for `billing.donation.succeeded.v1` only:
 * subscribes when the app has started and stops fetching before it shuts down. Each delivery is
 * validated against its topic's contract; a failure to apply leaves the event unacknowledged, so
 * the bus delivers it again.
 */
@Injectable()
export class DonationsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DonationsConsumer');
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly donationSucceeded: DonationSucceededHandler,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe({
      group: AUTH_CONSUMER_GROUP,
      topics: [this.donationSucceeded.topic],
      handler: async (event) => {
        await this.consume(event);
      },
    });
    this.logger.log(`Consuming ${this.donationSucceeded.topic} (${this.bus.kind})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome> {
    if (delivered.topic !== this.donationSucceeded.topic) return 'ignored';
    const result = await validateEvent(this.donationSucceeded.topic, delivered.payload);
    if (!result.ok) {
      // Retrying cannot fix a payload that breaks its contract: acknowledge and say so.
      const fields = result.error.errors.map((error) => error.field).join(', ');
      this.logger.error(`Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${fields}`);
      return 'malformed';
    }
    try {
      return await this.donationSucceeded.handle(result.value);
    } catch (error) {
      this.logger.error(
        `Could not handle ${delivered.topic} event ${delivered.eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
