import {
  type DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';

import { createEventBus, type EventBus } from '@app/event-bus';

import type { TravelEnv } from '../config/env.schema';
import { EVENT_BUS } from './event-bus.token';

const OWNS_BUS = Symbol('OWNS_BUS');

/** Closes the bus at shutdown when this process opened it (after the consumer and relay stopped). */
class EventBusCloser implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(OWNS_BUS) private readonly ownsBus: boolean,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ownsBus) await this.bus.close();
  }
}

/**
 * The process's `EventBus` under `EVENT_BUS`, shared by the consumer and the outbox relay: Kafka
 * when KAFKA_BROKERS is set, else Redis Streams on REDIS_URL (under REDIS_KEY_PREFIX). A test can
 * pass its own bus, which it then closes itself.
 */
@Global()
@Module({})
export class EventBusModule {
  static forRoot(env: TravelEnv, bus?: EventBus): DynamicModule {
    return {
      module: EventBusModule,
      providers: [
        {
          provide: EVENT_BUS,
          useFactory: (): EventBus =>
            bus ??
            createEventBus({
              kafkaBrokers: env.KAFKA_BROKERS,
              redisUrl: env.REDIS_URL,
              keyPrefix: env.REDIS_KEY_PREFIX,
              clientId: 'travel',
              logger: new Logger('EventBus'),
            }),
        },
        { provide: OWNS_BUS, useValue: bus === undefined },
        EventBusCloser,
      ],
      exports: [EVENT_BUS],
    };
  }
}
