import { Controller, Inject, Logger } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';

import { ServiceUnavailableError } from '@app/contracts';
import { CLOCK, type Clock, healthPattern, type HealthStatus, withTimeout } from '@app/nest-core';

import { PdfJobs } from '../pdf-jobs/pdf-jobs';

const PING_TIMEOUT_MS = 2_000;

/**
 * The readiness probe ('reporting.health.check'): ok when Redis answers within 2 s and at least one
 * PDF worker reports in (the worker has no endpoint of its own: this is how its readiness shows).
 * A worker without Chromium still counts: the CSV works without it, and the gateway's readiness
 * reports Chromium on its own line.
 */
@Controller()
export class HealthController {
  private readonly logger = new Logger('HealthController');

  constructor(
    private readonly pdfJobs: PdfJobs,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @MessagePattern(healthPattern('reporting'))
  async check(): Promise<HealthStatus> {
    try {
      await withTimeout(this.pdfJobs.ping(), PING_TIMEOUT_MS, 'Redis did not answer');
    } catch (error) {
      this.logger.warn(`Not ready: ${(error as Error).message}`);
      throw new ServiceUnavailableError('The reporting service cannot reach Redis right now.');
    }
    const renderers = await this.pdfJobs.renderers(this.clock().getTime());
    if (renderers.workers === 0) {
      throw new ServiceUnavailableError(renderers.message ?? 'No PDF worker is running.');
    }
    return { status: 'ok', service: 'reporting' };
  }
}
