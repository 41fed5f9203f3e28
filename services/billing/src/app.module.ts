import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { EVENT_BUS, type EventBus, EventBusModule, OutboxRelayModule } from '@app/event-bus';
import { type Clock, healthCheck, onPostgresRedisAndBus, systemClock } from '@app/nest-core';

import { BillingConfigModule } from './config/billing-config.module';
import type { BillingEnv } from './config/env.schema';
import { billingDataSourceOptions } from './database/billing-data-source';
import { DonationsModule } from './donations/donations.module';
import { REDIS, RedisModule } from './redis/redis.module';
import { StripeModule } from './stripe/stripe.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export interface AppModuleOptions {
  /** The service's clock (default: the system clock); tests pass one they can set. */
  clock?: Clock;
  /** Publish the outbox to the event bus from this process (main: yes; most tests: no). */
  relayOutbox?: boolean;
  /** The bus to publish to (default: one made from the environment). */
  eventBus?: EventBus;
  /** Attempts to reach Postgres at start-up before giving up (default 5, one a second). */
  databaseRetryAttempts?: number;
}

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
        EventBusModule.forRoot(
          {
            kafkaBrokers: env.KAFKA_BROKERS,
            redisUrl: env.REDIS_URL,
            keyPrefix: env.REDIS_KEY_PREFIX,
            clientId: 'billing',
          },
          options.eventBus,
        ),
        DonationsModule,
        WebhooksModule,
        ...(options.relayOutbox
          ? [
              OutboxRelayModule.forRoot({
                databaseUrl: env.DATABASE_URL,
                schema: env.DATABASE_SCHEMA,
              }),
            ]
          : []),
      ],
    };
  }
}
