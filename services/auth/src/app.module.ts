import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { EVENT_BUS, OutboxRelayModule } from '@app/event-bus';
import type { ServiceBusOptions } from '@app/event-bus';
import { healthCheck, onPostgresRedisAndBus, systemClock } from '@app/nest-core';
import type { ServiceModuleOptions } from '@app/nest-core';

import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AuthConfigModule } from './config/auth-config.module';
import { DonationsModule } from './donations/donations.module';
import { EmailChangeModule } from './email-change/email-change.module';
import type { AuthEnv } from './config/env.schema';
import { authDataSourceOptions } from './database/auth-data-source';
import { PasswordChangeModule } from './password-change/password-change.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { NotificationRecipientsModule } from './notification-recipients/notification-recipients.module';
import { ProfileModule } from './profile/profile.module';
import { REDIS, SessionStoreModule } from './sessions/session-store.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsernameReminderModule } from './username-reminder/username-reminder.module';
import { UsersModule } from './users/users.module';

export type AppModuleOptions = ServiceModuleOptions & Pick<ServiceBusOptions, 'relayOutbox'>;

/**
 * The auth service: configuration, Postgres (its own schema), Redis sessions, feature modules, and
 * the `billing.donation.succeeded.v1` consumer that sets `has_donated`.
 */
@Module({})
export class AppModule {
  static forRoot(env: AuthEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // Ready when Postgres, the sessions' Redis and the event bus answer.
      ...healthCheck('auth', onPostgresRedisAndBus(DataSource, REDIS, EVENT_BUS)),
      imports: [
        AuthConfigModule.forRoot(env, options.clock ?? systemClock),
        TypeOrmModule.forRoot({
          ...authDataSourceOptions(env),
          retryAttempts: options.databaseRetryAttempts ?? 5,
          retryDelay: 1_000,
        }),
        UsersModule,
        SessionsModule,
        SessionStoreModule,
        ProfileModule,
        UsernameReminderModule,
        PasswordResetModule,
        PasswordChangeModule,
        EmailChangeModule,
        AccountModule,
        AdminModule,
        NotificationRecipientsModule,
        DonationsModule.forRoot(env),
        OutboxRelayModule.forService(env, options.relayOutbox ?? false),
      ],
    };
  }
}
