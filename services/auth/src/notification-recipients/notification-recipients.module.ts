import { Module } from '@nestjs/common';

import { NotificationRecipientsController } from './notification-recipients.controller';
import { NotificationRecipientsService } from './notification-recipients.service';

/**
 * What the notification service reads from auth for its scheduled e-mails: the time zones in use
 * and pages of users with their address, name, zone and e-mail preferences. Read-only.
 */
@Module({
  controllers: [NotificationRecipientsController],
  providers: [NotificationRecipientsService],
})
export class NotificationRecipientsModule {}
