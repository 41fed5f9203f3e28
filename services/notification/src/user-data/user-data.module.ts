import { Module } from '@nestjs/common';

import { ExportScheduledReminders } from './export-scheduled-reminders';
import { UserDataController } from './user-data.controller';

/** What the notification service holds about a user, for the user's data export. */
@Module({
  controllers: [UserDataController],
  providers: [ExportScheduledReminders],
})
export class UserDataModule {}
