import { defineService } from '@app/nest-core';

import { AppModule } from './app.module';
import { NotificationEnv } from './config/env.schema';

/** The notification service for the shared bootstrap: main.ts runs it, the e2e tests start it in-process. */
export const notificationService = defineService(
  'notification',
  NotificationEnv,
  AppModule.forRoot,
);
