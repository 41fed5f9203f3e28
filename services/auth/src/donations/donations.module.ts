import { type DynamicModule, Module } from '@nestjs/common';

import { type EventBus, EventBusModule } from '@app/event-bus';

import type { AuthEnv } from '../config/env.schema';
import { SessionStoreModule } from '../sessions/session-store.module';
import { DonationSucceededHandler } from './donation-succeeded.handler';
import { DonationsConsumer } from './donations-consumer';

/**
 * The auth service's side of donations: it consumes `billing.donation.succeeded.v1` and sets
 * `has_donated`. The process's bus (EVENT_BUS) comes from here; the outbox relay publishes on it.
 */
@Module({})
export class DonationsModule {
  static forRoot(env: AuthEnv, bus?: EventBus): DynamicModule {
    return {
      module: DonationsModule,
      imports: [SessionStoreModule, EventBusModule.forService('auth', env, bus)],
      providers: [DonationSucceededHandler, DonationsConsumer],
      exports: [DonationsConsumer],
    };
  }
}
