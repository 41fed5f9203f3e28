import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import { EVENT_BUS, type EventBus, OutboxRelay } from '@app/event-bus';

import { BillingEnv } from '../config/env.schema';
import { BillingDatabase } from '../database/billing-database';

/** Runs the relay that publishes the `billing` outbox to the event bus, for the life of the process. */
class RelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(@Inject(EVENT_BUS) bus: EventBus, env: BillingEnv, database: BillingDatabase) {
    this.relay = new OutboxRelay({
      database: database.pool,
      schema: env.DATABASE_SCHEMA,
      bus,
      logger: new Logger('OutboxRelay'),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  /** Before the bus and the pool close (their own shutdown hooks). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * The transactional outbox's second half: every `billing.donation.succeeded.v1` committed with
 * its donation is published in order (Kafka when KAFKA_BROKERS is set, else Redis Streams), at
 * least once. The bus is the process's shared one (EventBusModule).
 */
@Module({})
export class OutboxRelayModule {
  static forRoot(): DynamicModule {
    return { module: OutboxRelayModule, providers: [RelayRunner] };
  }
}
