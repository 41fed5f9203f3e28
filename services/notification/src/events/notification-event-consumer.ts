import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import {
  runCheckedOnceEach,
  type DeliveredEvent,
  type EventBus,
  type OnceEffect,
  type Subscription,
} from '@app/event-bus';

import { DonationSucceededHandler } from './donation-succeeded.handler';
import { EmailChangeRequestedHandler } from './email-change-requested.handler';
import { EVENT_BUS, NOTIFICATION_CONSUMER_GROUP } from './event-bus.token';
import { ProcessedEvents } from './processed-events';
import { PasswordChangedHandler } from './password-changed.handler';
import { PasswordResetRequestedHandler } from './password-reset-requested.handler';
import {
  eventTransaction,
  preparer,
  type EventTransaction,
  type PrepareEvent,
  type PreparedEvent,
} from './topic-handler';
import { TRAVEL_CHANGE_TOPICS, TravelChangeHandler } from './travel-change.handler';
import { UserDeletedHandler } from './user-deleted.handler';
import { UsernameReminderRequestedHandler } from './username-reminder-requested.handler';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = 'enqueued' | 'duplicate' | 'malformed' | 'ignored';

/**
 * The notification service's event consumer (group 'notification'): subscribes when the app has
 * started and stops fetching before it shuts down. Each delivery is validated against its topic's
 * contract and, once per event id (`ProcessedEvents`), has its effect: an e-mail job whose id is
 * derived from the event id, or (travel changes) a counted change and a scheduled settled level
 * check of the user. A failure leaves the event unacknowledged, so the bus delivers it again.
 */
@Injectable()
export class NotificationEventConsumer
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('NotificationEventConsumer');
  private readonly prepares: ReadonlyMap<string, PrepareEvent>;
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly processed: ProcessedEvents,
    usernameReminder: UsernameReminderRequestedHandler,
    passwordReset: PasswordResetRequestedHandler,
    userDeleted: UserDeletedHandler,
    donationSucceeded: DonationSucceededHandler,
    travelChange: TravelChangeHandler,
    passwordChanged: PasswordChangedHandler,
    emailChangeRequested: EmailChangeRequestedHandler,
  ) {
    this.prepares = new Map<string, PrepareEvent>([
      [usernameReminder.topic, preparer(usernameReminder)],
      [passwordReset.topic, preparer(passwordReset)],
      [userDeleted.topic, preparer(userDeleted)],
      [donationSucceeded.topic, preparer(donationSucceeded)],
      [passwordChanged.topic, preparer(passwordChanged)],
      [emailChangeRequested.topic, preparer(emailChangeRequested)],
      ...TRAVEL_CHANGE_TOPICS.map(
        (topic) => [topic, preparer(travelChange.forTopic(topic))] as const,
      ),
    ]);
  }

  /** The topics this service consumes. */
  get topics(): string[] {
    return [...this.prepares.keys()];
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe({
      group: NOTIFICATION_CONSUMER_GROUP,
      topics: this.topics,
      handler: async (event) => {
        await this.consume(event);
      },
      batchHandler: async (events) => {
        await this.consumeBatch(events);
      },
    });
    this.logger.log(`Consuming ${this.topics.join(', ')} (${this.bus.kind})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /**
   * Handles the deliveries of one read in one transaction (`ProcessedEvents.runOnceEach`):
   * malformed ones are dropped as `consume` drops them, the others have their effect once each, in
   * order, sharing the transaction's scope (`EventTransaction`: a user's level is locked once for
   * the batch, not once per event). Throws when an effect failed; the bus then hands each delivery
   * to `consume` on its own.
   */
  async consumeBatch(deliveries: readonly DeliveredEvent[]): Promise<ConsumeOutcome[]> {
    const checked: (OnceEffect | ConsumeOutcome)[] = [];
    // One transaction for the batch: its events share the scope (each user's level locked once).
    let transaction: EventTransaction | undefined;
    for (const delivered of deliveries) {
      const event = await this.prepare(delivered);
      checked.push(
        typeof event === 'string'
          ? event
          : {
              eventId: event.eventId,
              effect: (client) => event.run((transaction ??= eventTransaction(client))),
            },
      );
    }
    const results = await runCheckedOnceEach(checked, (effects) =>
      this.processed.runOnceEach(effects),
    );
    return results.map((ran) => (typeof ran === 'string' ? ran : ran ? 'enqueued' : 'duplicate'));
  }

  /** The validated event of a delivery bound to its effect, or what became of it. */
  private async prepare(delivered: DeliveredEvent): Promise<PreparedEvent | ConsumeOutcome> {
    const prepare = this.prepares.get(delivered.topic);
    if (!prepare) return 'ignored';
    const prepared = await prepare(delivered.payload);
    if (!prepared.ok) {
      // Retrying cannot fix a payload that breaks its contract: acknowledge and say so.
      this.logger.error(
        `Dropped ${delivered.topic} event ${delivered.eventId}: invalid ${prepared.fields.join(', ')}`,
      );
      return 'malformed';
    }
    return prepared.event;
  }

  /** Handles one delivery; throws (so the bus redelivers) only when the effect failed. */
  async consume(delivered: DeliveredEvent): Promise<ConsumeOutcome> {
    const event = await this.prepare(delivered);
    if (typeof event === 'string') return event;
    try {
      const ran = await this.processed.runOnce(event.eventId, (client) =>
        event.run(eventTransaction(client)),
      );
      return ran ? 'enqueued' : 'duplicate';
    } catch (error) {
      this.logger.error(
        `Could not handle ${delivered.topic} event ${event.eventId} (delivery ${delivered.deliveryCount}); it will be delivered again: ${(error as Error).message}`,
      );
      throw error;
    }
  }
}
