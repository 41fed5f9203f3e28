import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { ExportUserDataRpcRequest, NotificationPatterns } from '@app/contracts';

import { ExportScheduledReminders } from './export-scheduled-reminders';

@Controller()
export class UserDataController {
  constructor(private readonly scheduledReminders: ExportScheduledReminders) {}

  @MessagePattern(NotificationPatterns.ExportUserData)
  export(@Payload() request: ExportUserDataRpcRequest) {
    return this.scheduledReminders.execute(request);
  }
}
