import {
  type DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { createEventBus, type EventBusOptions } from '../create-event-bus';
import type { EventBus } from '../event-bus.port';

/** Injection token of the process's `EventBus`. */
export const EVENT_BUS = Symbol('EVENT_BUS');

const OWNS_BUS = Symbol('OWNS_BUS');

/** Closes the bus at shutdown when this process opened it (after consumers and relays stopped). */
class EventBusCloser implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(OWNS_BUS) private readonly ownsBus: boolean,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ownsBus) await this.bus.close();
  }
}

/** What a service's validated environment says of its bus (nest-core's ServiceEnv has it). */
export interface EventBusEnv {
  readonly KAFKA_BROKERS?: string;
  readonly REDIS_URL: string;
  readonly REDIS_KEY_PREFIX?: string;
}

/**
 * A Nest service's `EventBus` under `EVENT_BUS`, shared by its consumers and its outbox relay:
 * Kafka when `kafkaBrokers` is set, else Redis Streams. A test can pass a bus of its own, which it
 * then closes itself.
 *
 * @example
 * EventBusModule.forService('travel', env)
 */
@Global()
@Module({})
export class EventBusModule {
  /** The bus of service `clientId` (its Kafka client id) as its environment configures it. */
  static forService(clientId: string, env: EventBusEnv, bus?: EventBus): DynamicModule {
    return EventBusModule.forRoot(
      {
        kafkaBrokers: env.KAFKA_BROKERS,
        redisUrl: env.REDIS_URL,
        keyPrefix: env.REDIS_KEY_PREFIX,
        clientId,
      },
      bus,
    );
  }

  static forRoot(options: EventBusOptions, bus?: EventBus): DynamicModule {
    return {
      module: EventBusModule,
      providers: [
        {
          provide: EVENT_BUS,
          useFactory: (): EventBus =>
            bus ?? createEventBus({ logger: new Logger('EventBus'), ...options }),
        },
        { provide: OWNS_BUS, useValue: bus === undefined },
        EventBusCloser,
      ],
      exports: [EVENT_BUS],
    };
  }
}
