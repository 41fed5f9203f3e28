import {
  Controller,
  type FactoryProvider,
  Inject,
  type InjectionToken,
  type ModuleMetadata,
  type Type,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';

import {
  checkDependencies,
  type DependencyProbe,
  healthPattern,
  type HealthStatus,
  probes,
} from './dependency-check';

const HEALTH_PROBES = Symbol('HEALTH_PROBES');

export interface HealthCheckOptions {
  /** What `probes` is given (tokens the root module sees: its imports' exports, global modules). */
  inject: NonNullable<FactoryProvider['inject']>;
  /** Every dependency the service really needs to answer its calls. */
  probes: (...dependencies: never[]) => readonly DependencyProbe[];
}

/**
 * The dependencies of a service on Postgres, Redis and the event bus, by their injection tokens.
 *
 * @example
 * ...healthCheck('travel', onPostgresRedisAndBus(DataSource, REDIS, EVENT_BUS))
 */
export function onPostgresRedisAndBus(
  postgres: InjectionToken,
  redis: InjectionToken,
  bus: InjectionToken,
): HealthCheckOptions {
  return {
    inject: [postgres, redis, bus],
    probes: (
      db: Parameters<typeof probes.postgres>[0],
      client: Parameters<typeof probes.redis>[0],
      events: Parameters<typeof probes.eventBus>[0],
    ) => [probes.postgres(db), probes.redis(client), probes.eventBus(events)],
  };
}

/** The controller answering `<service>.health.check` with `checkDependencies` over the probes. */
function createHealthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(HEALTH_PROBES) private readonly dependencies: readonly DependencyProbe[]) {}

    @MessagePattern(healthPattern(service))
    check(): Promise<HealthStatus> {
      return checkDependencies(service, this.dependencies);
    }
  }
  return HealthController;
}

/**
 * A service's readiness probe (`<service>.health.check`, open to callers without a key): ok only
 * when every dependency answers within 2 s, otherwise a 503 naming what is down. Spread into the
 * root module, whose imports provide what `inject` names.
 *
 * @example
 * return {
 *   module: AppModule,
 *   ...healthCheck('travel', {
 *     inject: [DataSource, REDIS, EVENT_BUS],
 *     probes: (db: DataSource, redis: Redis, bus: EventBus) => [
 *       probes.postgres(db), probes.redis(redis), probes.eventBus(bus),
 *     ],
 *   }),
 *   imports: [...],
 * };
 */
export function healthCheck(
  service: string,
  options: HealthCheckOptions,
): Required<Pick<ModuleMetadata, 'controllers' | 'providers'>> {
  return {
    controllers: [createHealthController(service)],
    providers: [{ provide: HEALTH_PROBES, inject: options.inject, useFactory: options.probes }],
  };
}
