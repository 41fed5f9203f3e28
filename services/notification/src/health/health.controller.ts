import { Controller, Inject, Logger } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';

import { ServiceUnavailableError } from '@app/contracts';
import type { EventBus } from '@app/event-bus';
import { healthPattern, type HealthStatus, withTimeout } from '@app/nest-core';

import { NotificationDatabase } from '../database/notification-database';
import { EmailQueue } from '../email-queue/email-queue';
import { EVENT_BUS } from '../events/event-bus.token';

const PING_TIMEOUT_MS = 2_000;

/**
 * The readiness probe ('notification.health.check'): ok only when the e-mail queue's Redis, the
 * event bus and Postgres (the consumer's `processed_events`) answer within 2 s each and at least
 * one e-mail worker is connected to the queue (the worker has no endpoint of its own: this is how
 * its readiness shows); otherwise a 503 naming what is down.
 */
@Controller()
export class HealthController {
  private readonly logger = new Logger('HealthController');

  constructor(
    private readonly emails: EmailQueue,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly database: NotificationDatabase,
  ) {}

  @MessagePattern(healthPattern('notification'))
  async check(): Promise<HealthStatus> {
    const checks = await Promise.allSettled([
      this.emails.ping(PING_TIMEOUT_MS),
      withTimeout(this.bus.ping(), PING_TIMEOUT_MS, 'The event bus did not answer'),
      withTimeout(this.database.ping(), PING_TIMEOUT_MS, 'Postgres did not answer'),
      this.emails.assertWorkerConnected(PING_TIMEOUT_MS),
    ]);
    const down = ['Redis', 'the event bus', 'Postgres', 'an e-mail worker'].filter(
      (_, i) => checks[i]?.status === 'rejected',
    );
    if (down.length > 0) {
      const reasons = checks.flatMap((check) =>
        check.status === 'rejected' ? [String(check.reason)] : [],
      );
      this.logger.warn(`Not ready: ${reasons.join('; ')}`);
      throw new ServiceUnavailableError(
        `The notification service cannot reach ${down.join(' or ')} right now.`,
      );
    }
    return { status: 'ok', service: 'notification' };
  }
}
