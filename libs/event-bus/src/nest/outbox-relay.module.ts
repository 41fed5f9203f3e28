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

/**
 * What the root module of a service on the bus takes of it besides its env (with nest-core's
 * `ServiceModuleOptions`): main relays its outbox on the bus the env names; a test passes a bus of
 * its own and drains the outbox itself.
 */
export interface ServiceBusOptions {
  /** Publish the outbox to the event bus from this process (main: yes; most tests: no). */
  relayOutbox?: boolean;
  /** The bus to consume from and publish to (default: one made from the environment). */
  eventBus?: EventBus;
}

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
 * imports: [EventBusModule.forService('travel', env), OutboxRelayModule.forService(env, true)]
 */
@Module({})
export class OutboxRelayModule {
  /**
   * The relay of a service's schema as its environment names it; when `enabled` is false (most
   * tests: the test drains the outbox itself) the module provides nothing.
   */
  static forService(
    env: { readonly DATABASE_URL: string; readonly DATABASE_SCHEMA: string },
    enabled: boolean,
  ): DynamicModule {
    if (!enabled) return { module: OutboxRelayModule };
    return OutboxRelayModule.forRoot({
      databaseUrl: env.DATABASE_URL,
      schema: env.DATABASE_SCHEMA,
    });
  }

  static forRoot(options: OutboxRelayModuleOptions): DynamicModule {
    return {
      module: OutboxRelayModule,
      providers: [{ provide: RELAY_OPTIONS, useValue: options }, OutboxRelayRunner],
    };
  }
}
