import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';

import { type EventBus, OutboxRelay } from '@app/event-bus';

import { TravelEnv } from '../config/env.schema';
import { TravelDatabase } from '../database/travel-database';
import { EVENT_BUS } from '../events/event-bus.token';

/** Runs the relay that publishes the `travel` outbox to the event bus, for the life of the process. */
class RelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(@Inject(EVENT_BUS) bus: EventBus, env: TravelEnv, database: TravelDatabase) {
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
 * The transactional outbox's second half: every `travel.*` event committed with its change is
 * published in order (Kafka when KAFKA_BROKERS is set, else Redis Streams), at least once. The bus
 * is the process's shared one (EventBusModule), closed after the relay stops.
 */
@Module({})
export class OutboxRelayModule {
  static forRoot(): DynamicModule {
    return { module: OutboxRelayModule, providers: [RelayRunner] };
  }
}
