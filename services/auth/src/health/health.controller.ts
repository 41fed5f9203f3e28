import { Controller, Inject, Optional } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import { ServiceUnavailableError } from '@app/contracts';
import type { EventBus } from '@app/event-bus';
import { healthPattern, type HealthStatus } from '@app/nest-core';

import { EVENT_BUS } from '../outbox/outbox-relay.module';
import { REDIS } from '../sessions/session-store.module';

const TIMEOUT_MS = 2_000;

/**
 * The readiness probe ('auth.health.check'): ok only when Postgres, the sessions' Redis and (when
 * this process relays the outbox) the event bus answer within 2 s; otherwise a 503 naming what is down.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() @Inject(EVENT_BUS) private readonly bus?: EventBus,
  ) {}

  @MessagePattern(healthPattern('auth'))
  async check(): Promise<HealthStatus> {
    const probes: Array<[string, () => Promise<unknown>]> = [
      ['Postgres', () => this.dataSource.query('SELECT 1')],
      ['Redis', () => this.redis.ping()],
    ];
    const bus = this.bus;
    if (bus) probes.push(['the event bus', () => bus.ping()]);
    const results = await Promise.allSettled(probes.map(([, probe]) => withTimeout(probe())));
    const down = probes.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
    if (down.length > 0)
      throw new ServiceUnavailableError(`The auth service cannot reach ${down.join(', ')}.`);
    return { status: 'ok', service: 'auth' };
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
