import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

import { type PdfRendererStatusDto, ReportingPatterns } from '@app/contracts';
import { healthPattern } from '@app/nest-core';

import { ServiceClient } from '../clients/service-client';
import { REDIS } from '../session/redis.provider';

type Check = 'ok' | 'down';

/**
 * Liveness (the process answers) and readiness (Redis and every service answer). `chromium` (the
 * PDF worker's browser) is reported but does not make the gateway unready: without it only the PDF
 * export is off, with a 503 naming what to install.
 */
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
    const [redis, auth, notification, travel, billing, reporting, chromium] = await Promise.all([
      probe(() => this.redis.ping()),
      probe(() => this.services.auth(healthPattern('auth'), {})),
      probe(() => this.services.notification(healthPattern('notification'), {})),
      probe(() => this.services.travel(healthPattern('travel'), {})),
      probe(() => this.services.billing(healthPattern('billing'), {})),
      probe(() => this.services.reporting(healthPattern('reporting'), {})),
      probe(() => this.chromium()),
    ]);
    const checks = { redis, auth, notification, travel, billing, reporting };
    const status: Check = Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'down';
    void reply.status(status === 'ok' ? 200 : 503);
    return { status, checks: { ...checks, chromium } };
  }

  /** Throws unless a PDF worker reports a running Chromium. */
  private async chromium(): Promise<void> {
    const renderers = await this.services.reporting<PdfRendererStatusDto>(
      ReportingPatterns.PdfRendererStatus,
      {},
    );
    if (!renderers.chromium) throw new Error(renderers.message ?? 'Chromium is unavailable');
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
