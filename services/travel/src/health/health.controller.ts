import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import { ServiceUnavailableError } from '@app/contracts';
import type { EventBus } from '@app/event-bus';
import { healthPattern, type HealthStatus } from '@app/nest-core';

import { EVENT_BUS } from '../events/event-bus.token';
import { REDIS } from '../redis/redis.module';

const TIMEOUT_MS = 2_000;

/**
 * The readiness probe ('travel.health.check'): ok only when Postgres, Redis and the event bus
 * answer within 2 s each; otherwise a 503 naming what is down.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @MessagePattern(healthPattern('travel'))
  async check(): Promise<HealthStatus> {
    const probes: Array<[string, () => Promise<unknown>]> = [
      ['Postgres', () => this.dataSource.query('SELECT 1')],
      ['Redis', () => this.redis.ping()],
      ['the event bus', () => this.bus.ping()],
    ];
    const results = await Promise.allSettled(probes.map(([, probe]) => withTimeout(probe())));
    const down = probes.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
    if (down.length > 0)
      throw new ServiceUnavailableError(`The travel service cannot reach ${down.join(', ')}.`);
    return { status: 'ok', service: 'travel' };
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref(),
    ),
  ]);
}
