import { Module } from '@nestjs/common';

import { ComplianceModule } from '../compliance/compliance.module';
import { EmailQueueModule } from '../email-queue/email-queue.module';
import { DonationSucceededHandler } from './donation-succeeded.handler';
import { EmailChangeRequestedHandler } from './email-change-requested.handler';
import { NotificationEventConsumer } from './notification-event-consumer';
import { PasswordChangedHandler } from './password-changed.handler';
import { PasswordResetRequestedHandler } from './password-reset-requested.handler';
import { ProcessedEvents } from './processed-events';
import { TravelChangeHandler } from './travel-change.handler';
import { UserDeletedHandler } from './user-deleted.handler';
import { UsernameReminderRequestedHandler } from './username-reminder-requested.handler';

/** The event consumer and one handler per consumed topic (the bus itself comes from AppModule). */
@Module({
  imports: [EmailQueueModule, ComplianceModule],
  providers: [
    ProcessedEvents,
    UsernameReminderRequestedHandler,
    PasswordResetRequestedHandler,
    PasswordChangedHandler,
    EmailChangeRequestedHandler,
    UserDeletedHandler,
    DonationSucceededHandler,
    TravelChangeHandler,
    NotificationEventConsumer,
  ],
  exports: [NotificationEventConsumer],
})
export class EventsModule {}
