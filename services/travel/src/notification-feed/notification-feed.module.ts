import { Module } from '@nestjs/common';

import { NotificationFeedController } from './notification-feed.controller';
import { NotificationFeedService } from './notification-feed.service';

/**
 * What the notification service reads from travel for its scheduled e-mails: the records of a
 * batch of users (`TravelPatterns.ListNotificationEntries`). Read-only; no event, no lock.
 */
@Module({
  controllers: [NotificationFeedController],
  providers: [NotificationFeedService],
})
export class NotificationFeedModule {}
