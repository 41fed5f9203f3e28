import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { EVENT_BUS, EventBusModule, OutboxRelayModule } from '@app/event-bus';
import type { ServiceBusOptions } from '@app/event-bus';
import { healthCheck, onPostgresRedisAndBus, systemClock } from '@app/nest-core';
import type { ServiceModuleOptions } from '@app/nest-core';

import { BillingConfigModule } from './config/billing-config.module';
import type { BillingEnv } from './config/env.schema';
import { billingDataSourceOptions } from './database/billing-data-source';
import { DonationsModule } from './donations/donations.module';
import { REDIS, RedisModule } from './redis/redis.module';
import { StripeModule } from './stripe/stripe.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export type AppModuleOptions = ServiceModuleOptions & ServiceBusOptions;

/**
 * The billing service: configuration, Postgres (its own schema), Redis, the Stripe client (none
 * without keys), the donation and webhook RPC handlers, the outbox relay and the readiness probe.
 */
@Module({})
export class AppModule {
  static forRoot(env: BillingEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // Ready when Postgres, Redis and the event bus answer. Stripe is not probed: without keys
      // the service is ready and says "not configured" to each donation call, and Stripe's own
      // outages are reported per call.
      ...healthCheck('billing', onPostgresRedisAndBus(DataSource, REDIS, EVENT_BUS)),
      imports: [
        BillingConfigModule.forRoot(env, options.clock ?? systemClock),
        TypeOrmModule.forRoot({
          ...billingDataSourceOptions(env),
          retryAttempts: options.databaseRetryAttempts ?? 5,
          retryDelay: 1_000,
        }),
        RedisModule,
        StripeModule,
        EventBusModule.forService('billing', env, options.eventBus),
        DonationsModule,
        WebhooksModule,
        OutboxRelayModule.forService(env, options.relayOutbox ?? false),
      ],
    };
  }
}
