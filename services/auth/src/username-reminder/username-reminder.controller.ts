import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AuthPatterns, ForgotUsernameDto } from '@app/contracts';

import { UsernameReminderService } from './username-reminder.service';

@Controller()
export class UsernameReminderController {
  constructor(private readonly reminders: UsernameReminderService) {}

  @MessagePattern(AuthPatterns.ForgotUsername)
  remind(@Payload() request: ForgotUsernameDto) {
    return this.reminders.remind(request.email);
  }
}
