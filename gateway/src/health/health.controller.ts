import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

import { type PdfRendererStatusDto, ReportingPatterns } from '@app/contracts';
import { type DependencyProbe, healthPattern, runProbes } from '@app/nest-core';

import { ServiceClient } from '../clients/service-client';
import { REDIS } from '../session/redis.provider';

type Check = 'ok' | 'down';

interface Readiness {
  status: Check;
  checks: Record<string, Check>;
}

/**
 * How long one round of readiness probes answers `GET /health/ready` after it finished (ms): however
 * many callers ask, the gateway probes Redis and the services at most once a second, and never
 * runs two rounds at once, so the endpoint cannot be used to fan load out onto them.
 */
export const READINESS_REUSE_MS = 1_000;

/**
 * Liveness (the process answers) and readiness (Redis and every service answer). `chromium` (the
 * PDF worker's browser) is reported but does not make the gateway unready: without it only the PDF
 * export is off, with a 503 naming what to install. Readiness answers from the last round of
 * probes while it runs and for READINESS_REUSE_MS after it finished.
 */
@Controller('health')
export class HealthController {
  private round: { answer: Promise<Readiness>; finishedAt: number | undefined } | undefined;

  constructor(
    private readonly services: ServiceClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const answer = await this.currentRound(Date.now());
    void reply.status(answer.status === 'ok' ? 200 : 503);
    return answer;
  }

  /** The round in flight, or the last one while it is fresh, else a new one. */
  private currentRound(now: number): Promise<Readiness> {
    const last = this.round;
    const reusable =
      last !== undefined &&
      (last.finishedAt === undefined || now - last.finishedAt < READINESS_REUSE_MS);
    if (reusable) return last.answer;
    const round: { answer: Promise<Readiness>; finishedAt: number | undefined } = {
      answer: this.probeAll().finally(() => {
        round.finishedAt = Date.now();
      }),
      finishedAt: undefined,
    };
    this.round = round;
    return round.answer;
  }

  private async probeAll(): Promise<Readiness> {
    const services = (['auth', 'notification', 'travel', 'billing', 'reporting'] as const).map(
      (name): DependencyProbe => [name, () => this.services[name](healthPattern(name), {})],
    );
    const [results, [chromium]] = await Promise.all([
      runProbes([['redis', () => this.redis.ping()], ...services]),
      runProbes([['chromium', () => this.chromium()]]),
    ]);
    const checks = Object.fromEntries(results.map((r): [string, Check] => [r.name, state(r.ok)]));
    const status: Check = results.every((r) => r.ok) ? 'ok' : 'down';
    return { status, checks: { ...checks, chromium: state(chromium?.ok === true) } };
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

function state(ok: boolean): Check {
  return ok ? 'ok' : 'down';
}
