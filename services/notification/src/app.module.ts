import { type DynamicModule, Module } from '@nestjs/common';

import { EVENT_BUS, type EventBus, EventBusModule } from '@app/event-bus';
import { type Clock, ClockModule, healthCheck, probes } from '@app/nest-core';

import { BulkEmailModule } from './bulk-email/bulk-email.module';
import { ServiceClientsModule } from './clients/service-clients.module';
import { ComplianceModule } from './compliance/compliance.module';
import type { NotificationEnv } from './config/env.schema';
import { NotificationConfigModule } from './config/notification-config.module';
import { DatabaseModule } from './database/database.module';
import { NotificationDatabase } from './database/notification-database';
import { EmailQueue } from './email-queue/email-queue';
import { EmailQueueModule } from './email-queue/email-queue.module';
import { EventsModule } from './events/events.module';
import { MorningEmailsModule } from './morning-emails/morning-emails.module';
import { UserDataModule } from './user-data/user-data.module';

export interface AppModuleOptions {
  /** The bus to consume from (default: one made from the environment, closed at shutdown). */
  eventBus?: EventBus;
  /**
   * Run the morning e-mail scheduler (job scheduler and `email-schedule` worker) in this process
   * (main: yes, the default; tests call the tick and batches themselves).
   */
  runSchedules?: boolean;
  /** The clock of the scheduler's ticks and the settled level checks (default: the system clock). */
  clock?: Clock;
}

/**
 * The notification service: configuration, Postgres (its own schema, through a pg pool), the event
 * bus consumer (travel changes schedule the settled level checks of `ComplianceModule`, which
 * send the level-change reminders), the `email` queue producer, the RPC clients of auth and
 * travel, the morning e-mails (last-day reminders, weekly summaries), the admin bulk send, the
 * user's data export and the readiness probe.
 */
@Module({})
export class AppModule {
  static forRoot(env: NotificationEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // Ready when the e-mail queue's Redis, the event bus and Postgres (the consumer's
      // `processed_events`) answer and at least one e-mail worker is connected to the queue (the
      // worker has no endpoint of its own: this is how its readiness shows).
      ...healthCheck('notification', {
        inject: [EmailQueue, EVENT_BUS, NotificationDatabase],
        probes: (emails: EmailQueue, bus: EventBus, database: NotificationDatabase) => [
          probes.redis(emails),
          probes.eventBus(bus),
          ['Postgres', () => database.ping()],
          ['an e-mail worker', () => emails.assertWorkerConnected()],
        ],
      }),
      imports: [
        NotificationConfigModule.forRoot(env),
        ClockModule.forRoot(options.clock),
        DatabaseModule,
        EventBusModule.forService('notification', env, options.eventBus),
        EmailQueueModule,
        ServiceClientsModule,
        ComplianceModule,
        EventsModule,
        BulkEmailModule,
        MorningEmailsModule.forRoot({ runSchedules: options.runSchedules }),
        UserDataModule,
      ],
    };
  }
}
