import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { NotificationPatterns, SendBulkEmailRpcRequest } from '@app/contracts';

import { BulkEmailService } from './bulk-email.service';

@Controller()
export class BulkEmailController {
  constructor(private readonly bulk: BulkEmailService) {}

  @MessagePattern(NotificationPatterns.SendBulkEmail)
  send(@Payload() request: SendBulkEmailRpcRequest) {
    return this.bulk.send(request);
  }
}
