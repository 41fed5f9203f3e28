import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { EVENT_BUS, EventBusModule, OutboxRelayModule } from '@app/event-bus';
import type { ServiceBusOptions } from '@app/event-bus';
import { healthCheck, onPostgresRedisAndBus, systemClock } from '@app/nest-core';
import type { ServiceModuleOptions } from '@app/nest-core';

import { AdminModule } from './admin/admin.module';
import type { TravelEnv } from './config/env.schema';
import { TravelConfigModule } from './config/travel-config.module';
import { DatabaseModule } from './database/database.module';
import { travelDataSourceOptions } from './database/travel-data-source';
import { EntriesModule } from './entries/entries.module';
import { EventsModule } from './events/events.module';
import { ImportModule } from './import/import.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { NotificationFeedModule } from './notification-feed/notification-feed.module';
import { REDIS, RedisModule } from './redis/redis.module';
import { TimeZonesModule } from './time-zones/time-zones.module';
import { TravellersModule } from './travellers/travellers.module';
import { ExcludedPeriodsModule } from './excluded-periods/excluded-periods.module';

export type AppModuleOptions = ServiceModuleOptions & ServiceBusOptions;

/**
 * The travel service: configuration, Postgres (its own schema), Redis, the event bus with the
 * `auth.user.deleted|updated|registered.v1` consumer, the users' today (their time zones), the
 * entries and visits RPC handlers and the readiness probe.
 */
@Module({})
export class AppModule {
  static forRoot(env: TravelEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // Ready when Postgres, Redis (the list copies, the users' versions) and the event bus answer.
      ...healthCheck('travel', onPostgresRedisAndBus(DataSource, REDIS, EVENT_BUS)),
      imports: [
        TravelConfigModule.forRoot(env, options.clock ?? systemClock),
        TypeOrmModule.forRoot({
          ...travelDataSourceOptions(env),
          retryAttempts: options.databaseRetryAttempts ?? 5,
          retryDelay: 1_000,
        }),
        DatabaseModule,
        RedisModule,
        TimeZonesModule,
        EventBusModule.forService('travel', env, options.eventBus),
        EventsModule,
        EntriesModule,
        TravellersModule,
        ExcludedPeriodsModule,
        ImportModule,
        CalendarFeedModule,
        AdminModule,
        NotificationFeedModule,
        OutboxRelayModule.forService(env, options.relayOutbox ?? false),
      ],
    };
  }
}
