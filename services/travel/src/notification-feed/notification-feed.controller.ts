import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { ListNotificationEntriesRpcRequest, TravelPatterns } from '@app/contracts';

import { NotificationFeedService } from './notification-feed.service';

@Controller()
export class NotificationFeedController {
  constructor(private readonly feed: NotificationFeedService) {}

  @MessagePattern(TravelPatterns.ListNotificationEntries)
  list(@Payload() request: ListNotificationEntriesRpcRequest) {
    return this.feed.list(request);
  }
}
