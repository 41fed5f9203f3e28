import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Pool } from 'pg';

import { createEventBus, type EventBus, OutboxRelay } from '@app/event-bus';

import { AuthEnv } from '../config/env.schema';

export const EVENT_BUS = Symbol('EVENT_BUS');

/** Runs the relay that publishes the `auth` outbox to the event bus, for the life of the process. */
class RelayRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private readonly pool: Pool;
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    env: AuthEnv,
  ) {
    this.pool = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
    // An idle connection closed by the server (restart, failover) is dropped and reopened on the
    // next pass; without a listener the pool's 'error' event would end the process.
    this.pool.on('error', (error) =>
      this.logger.warn(`Postgres connection closed: ${error.message}`),
    );
    this.relay = new OutboxRelay({
      database: this.pool,
      schema: env.DATABASE_SCHEMA,
      bus,
      logger: this.logger,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.bus.close();
    await this.pool.end();
  }
}

/**
 * The transactional outbox's second half: every `auth.*` event committed with its change is
 * published in order (Kafka when KAFKA_BROKERS is set, else Redis Streams), at least once.
 */
@Module({})
export class OutboxRelayModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: OutboxRelayModule,
      providers: [
        {
          provide: EVENT_BUS,
          useFactory: (): EventBus =>
            createEventBus({
              kafkaBrokers: env.KAFKA_BROKERS,
              redisUrl: env.REDIS_URL,
              keyPrefix: env.REDIS_KEY_PREFIX,
              clientId: 'auth',
              logger: new Logger('EventBus'),
            }),
        },
        RelayRunner,
      ],
      exports: [EVENT_BUS],
    };
  }
}
