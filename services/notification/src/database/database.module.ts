import { Global, Module } from '@nestjs/common';

import { NotificationEnv } from '../config/env.schema';
import { NotificationDatabase } from './notification-database';

@Global()
@Module({
  providers: [
    {
      provide: NotificationDatabase,
      inject: [NotificationEnv],
      useFactory: (env: NotificationEnv) => new NotificationDatabase(env),
    },
  ],
  exports: [NotificationDatabase],
})
export class DatabaseModule {}
