import { type DynamicModule, Module } from '@nestjs/common';

import { type EventBus, EventBusModule } from '@app/event-bus';

import { BulkEmailModule } from './bulk-email/bulk-email.module';
import type { NotificationEnv } from './config/env.schema';
import { NotificationConfigModule } from './config/notification-config.module';
import { DatabaseModule } from './database/database.module';
import { EmailQueueModule } from './email-queue/email-queue.module';
import { EventsModule } from './events/events.module';
import { HealthController } from './health/health.controller';

export interface AppModuleOptions {
  /** The bus to consume from (default: one made from the environment, closed at shutdown). */
  eventBus?: EventBus;
}

/**
 * The notification service: configuration, Postgres (its own schema: `processed_events`, through a pg pool), the
 * event bus consumer, the `email` queue producer, the admin bulk send and the readiness probe.
 */
@Module({})
export class AppModule {
  static forRoot(env: NotificationEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController],
      imports: [
        NotificationConfigModule.forRoot(env),
        DatabaseModule,
        EventBusModule.forRoot(
          {
            kafkaBrokers: env.kafkaBrokers,
            redisUrl: env.REDIS_URL,
            keyPrefix: env.REDIS_KEY_PREFIX,
            clientId: 'notification',
          },
          options.eventBus,
        ),
        EmailQueueModule,
        EventsModule,
        BulkEmailModule,
      ],
    };
  }
}
