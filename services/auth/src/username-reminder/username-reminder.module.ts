import { Module } from '@nestjs/common';

import { UsernameReminderController } from './username-reminder.controller';
import { UsernameReminderService } from './username-reminder.service';

@Module({
  controllers: [UsernameReminderController],
  providers: [UsernameReminderService],
})
export class UsernameReminderModule {}
