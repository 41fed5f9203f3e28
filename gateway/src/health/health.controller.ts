import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

import { healthPattern } from '@app/nest-core';

import { ServiceClient } from '../clients/service-client';
import { REDIS } from '../session/redis.provider';

type Check = 'ok' | 'down';

/** Liveness (the process answers) and readiness (Redis and every service answer). */
@Controller('health')
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: Check; checks: Record<string, Check> }> {
    const [redis, auth, notification, travel] = await Promise.all([
      probe(() => this.redis.ping()),
      probe(() => this.services.auth(healthPattern('auth'), {})),
      probe(() => this.services.notification(healthPattern('notification'), {})),
      probe(() => this.services.travel(healthPattern('travel'), {})),
    ]);
    const checks = { redis, auth, notification, travel };
    const status: Check = Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'down';
    void reply.status(status === 'ok' ? 200 : 503);
    return { status, checks };
  }
}

async function probe(check: () => Promise<unknown>): Promise<Check> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'down';
  }
}
