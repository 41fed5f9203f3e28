import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AuthPatterns,
  ListNotificationRecipientsRpcRequest,
  ListNotificationTimeZonesRpcRequest,
} from '@app/contracts';

import { NotificationRecipientsService } from './notification-recipients.service';

@Controller()
export class NotificationRecipientsController {
  constructor(private readonly recipients: NotificationRecipientsService) {}

  @MessagePattern(AuthPatterns.ListNotificationTimeZones)
  timeZones(@Payload() request: ListNotificationTimeZonesRpcRequest) {
    return this.recipients.timeZones(request);
  }

  @MessagePattern(AuthPatterns.ListNotificationRecipients)
  list(@Payload() request: ListNotificationRecipientsRpcRequest) {
    return this.recipients.list(request);
  }
}
