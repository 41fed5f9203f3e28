import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import { EVENT_BUS, type EventBus } from '@app/event-bus';
import { checkDependencies, healthPattern, type HealthStatus } from '@app/nest-core';

import { REDIS } from '../redis/redis.module';

/**
 * The readiness probe ('billing.health.check'): ok only when Postgres, Redis and the event bus
 * answer within 2 s each; otherwise a 503 naming what is down. Stripe is not probed: without keys
 * the service is ready and says "not configured" to each donation call, and Stripe's own outages
 * are reported per call.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @MessagePattern(healthPattern('billing'))
  check(): Promise<HealthStatus> {
    return checkDependencies('billing', [
      ['Postgres', () => this.dataSource.query('SELECT 1')],
      ['Redis', () => this.redis.ping()],
      ['the event bus', () => this.bus.ping()],
    ]);
  }
}
