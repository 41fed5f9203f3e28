import { Inject, Injectable } from '@nestjs/common';

import {
  TopicConsumer,
  preparer,
  runCheckedOnceEach,
  type ConsumeOutcome as BusConsumeOutcome,
  type DeliveredEvent,
  type EventBus,
  type OnceEffect,
  type PrepareEvent,
} from '@app/event-bus';

import { DonationSucceededHandler } from './donation-succeeded.handler';
import { EmailChangeRequestedHandler } from './email-change-requested.handler';
import { EVENT_BUS, NOTIFICATION_CONSUMER_GROUP } from './event-bus.token';
import { ProcessedEvents } from './processed-events';
import { PasswordChangedHandler } from './password-changed.handler';
import { PasswordResetRequestedHandler } from './password-reset-requested.handler';
import { eventTransaction, type EventTransaction } from './topic-handler';
import { TRAVEL_CHANGE_TOPICS, TravelChangeHandler } from './travel-change.handler';
import { UserDeletedHandler } from './user-deleted.handler';
import { UsernameReminderRequestedHandler } from './username-reminder-requested.handler';

/** What became of one delivery (for logs and tests). */
export type ConsumeOutcome = BusConsumeOutcome<'enqueued'>;

/**
 * The notification service's event consumer (group 'notification'): subscribes when the app has
 * started and stops fetching before it shuts down. Each delivery is validated against its topic's
 * contract and, once per event id (`ProcessedEvents`), has its effect: an e-mail job whose id is
 * derived from the event id, or (travel changes) a counted change and a scheduled settled level
 * check of the user. A failure leaves the event unacknowledged, so the bus delivers it again.
 */
@Injectable()
export class NotificationEventConsumer extends TopicConsumer<EventTransaction, 'enqueued'> {
  constructor(
    @Inject(EVENT_BUS) bus: EventBus,
    private readonly processed: ProcessedEvents,
    usernameReminder: UsernameReminderRequestedHandler,
    passwordReset: PasswordResetRequestedHandler,
    userDeleted: UserDeletedHandler,
    donationSucceeded: DonationSucceededHandler,
    travelChange: TravelChangeHandler,
    passwordChanged: PasswordChangedHandler,
    emailChangeRequested: EmailChangeRequestedHandler,
  ) {
    super(bus, {
      group: NOTIFICATION_CONSUMER_GROUP,
      loggerName: 'NotificationEventConsumer',
      prepares: new Map<string, PrepareEvent<EventTransaction>>([
        [usernameReminder.topic, preparer(usernameReminder)],
        [passwordReset.topic, preparer(passwordReset)],
        [userDeleted.topic, preparer(userDeleted)],
        [donationSucceeded.topic, preparer(donationSucceeded)],
        [passwordChanged.topic, preparer(passwordChanged)],
        [emailChangeRequested.topic, preparer(emailChangeRequested)],
        ...TRAVEL_CHANGE_TOPICS.map(
          (topic) => [topic, preparer(travelChange.forTopic(topic))] as const,
        ),
      ]),
      processed,
      scopeOf: eventTransaction,
      applied: 'enqueued',
    });
  }

  /**
   * Handles the deliveries of one read in one transaction (`ProcessedEvents.runOnceEach`):
   * malformed ones are dropped as `consume` drops them, the others have their effect once each, in
   * order, sharing the transaction's scope (`EventTransaction`: a user's level is locked once for
   * the batch, not once per event). Throws when an effect failed; the bus then hands each delivery
   * to `consume` on its own.
   */
  override async consumeBatch(deliveries: readonly DeliveredEvent[]): Promise<ConsumeOutcome[]> {
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
}
