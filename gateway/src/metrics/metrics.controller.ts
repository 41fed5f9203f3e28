import { createHash, timingSafeEqual } from 'node:crypto';

import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { UnauthenticatedError } from '@app/contracts';

import { GatewayMetrics } from './gateway-metrics';
import { MetricsEnv } from './metrics.env';

/** The message of a scrape without the right bearer token. */
export const METRICS_TOKEN_REQUIRED = 'GET /metrics needs the bearer token set as METRICS_TOKEN';

/**
 * GET /metrics: the Prometheus exposition of `GatewayMetrics`, beside /health and outside /api
 * (no session, not for browsers). With `METRICS_TOKEN` set, only a request bearing it is
 * answered (401 otherwise).
 */
@Controller('metrics')
export class MetricsController {
  private readonly tokenDigest: Buffer | undefined;

  constructor(
    private readonly metrics: GatewayMetrics,
    env: MetricsEnv,
  ) {
    this.tokenDigest = env.METRICS_TOKEN === undefined ? undefined : sha256(env.METRICS_TOKEN);
  }

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!this.isAuthorised(authorization)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthenticatedError(METRICS_TOKEN_REQUIRED);
    }
    const { contentType, body } = await this.metrics.render();
    void reply.header('content-type', contentType).header('cache-control', 'no-store');
    return body;
  }

  private isAuthorised(authorization: string | undefined): boolean {
    if (this.tokenDigest === undefined) return true;
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    // Digests of equal length, compared in constant time: the answer's timing tells nothing.
    return token !== undefined && timingSafeEqual(sha256(token), this.tokenDigest);
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
