import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import { EVENT_BUS, type EventBus } from '@app/event-bus';
import { checkDependencies, healthPattern, type HealthStatus } from '@app/nest-core';

import { REDIS } from '../sessions/session-store.module';

/**
 * The readiness probe ('auth.health.check'): ok only when Postgres, the sessions' Redis and the event
 * bus answer within 2 s; otherwise a 503 naming what is down.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @MessagePattern(healthPattern('auth'))
  check(): Promise<HealthStatus> {
    return checkDependencies('auth', [
      ['Postgres', () => this.dataSource.query('SELECT 1')],
      ['Redis', () => this.redis.ping()],
      ['the event bus', () => this.bus.ping()],
    ]);
  }
}
