import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';

import type { EventBus } from '../event-bus.port';
import { OutboxRelay, type OutboxRelayOptions } from '../outbox/outbox-relay';
import { EVENT_BUS } from './event-bus.module';

/** What a service tells its relay: where its outbox is, and optionally how fast to poll. */
export type OutboxRelayModuleOptions = Pick<
  OutboxRelayOptions,
  'schema' | 'pollIntervalMs' | 'lockRetryMs' | 'stopTimeoutMs'
> & {
  /** The service's database URL: the relay opens a small pool of its own (two connections). */
  readonly databaseUrl: string;
};

const RELAY_OPTIONS = Symbol('OUTBOX_RELAY_OPTIONS');

/** Runs the relay for the life of the process, and stops it before the bus closes. */
class OutboxRelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(EVENT_BUS) bus: EventBus,
    @Inject(RELAY_OPTIONS) { databaseUrl, ...options }: OutboxRelayModuleOptions,
  ) {
    this.relay = new OutboxRelay({
      ...options,
      database: databaseUrl,
      bus,
      logger: new Logger('OutboxRelay'),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  /** Before the bus closes (EventBusModule's shutdown hook) and with it the relay's own pool. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * The transactional outbox's second half in a Nest service: every event committed with its change
 * (`recordEvent` of @app/persistence) is published in order to the process's bus (`EVENT_BUS`,
 * from EventBusModule: Kafka when KAFKA_BROKERS is set, else Redis Streams), at least once. One
 * relay per schema is active at a time (`OutboxRelay`).
 *
 * @example
 * imports: [EventBusModule.forRoot({ … }),
 *   OutboxRelayModule.forRoot({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA })]
 */
@Module({})
export class OutboxRelayModule {
  static forRoot(options: OutboxRelayModuleOptions): DynamicModule {
    return {
      module: OutboxRelayModule,
      providers: [{ provide: RELAY_OPTIONS, useValue: options }, OutboxRelayRunner],
    };
  }
}
