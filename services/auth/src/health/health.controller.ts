import { Controller, Inject, Optional } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import type { EventBus } from '@app/event-bus';
import { checkDependencies, healthPattern, type HealthStatus } from '@app/nest-core';

import { EVENT_BUS } from '../outbox/outbox-relay.module';
import { REDIS } from '../sessions/session-store.module';

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
  check(): Promise<HealthStatus> {
    const bus = this.bus;
    return checkDependencies('auth', [
      ['Postgres', () => this.dataSource.query('SELECT 1')],
      ['Redis', () => this.redis.ping()],
      ...(bus ? [['the event bus', () => bus.ping()] as const] : []),
    ]);
  }
}
