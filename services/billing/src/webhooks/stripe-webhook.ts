import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  ServiceUnavailableError,
  type StripeWebhookResultDto,
  type StripeWebhookRpcRequest,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { BillingEnv } from '../config/env.schema';
import { readDonationPayment } from '../donations/donation-payment';
import { DonationRecorder } from '../donations/donation-recorder';
import { StripeEventEntity } from './stripe-event.entity';
import { verifyStripeEvent } from './verify-stripe-event';

/**
 * POST /api/stripe/webhook: Stripe's signed events. Each event id is processed once (recorded in
 * `stripe_events` in the transaction of its effect); `payment_intent.succeeded` of one of our
 * donations records it and emits `billing.donation.succeeded.v1`. Other events are acknowledged
 * and ignored.
 */
@Injectable()
export class StripeWebhook {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly env: BillingEnv,
    private readonly recorder: DonationRecorder,
  ) {}

  async handle(request: StripeWebhookRpcRequest): Promise<StripeWebhookResultDto> {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (secret === undefined) {
      throw new ServiceUnavailableError(
        'Stripe webhooks are not set up on this server: no signing secret is configured.',
        { code: 'PAYMENTS_NOT_CONFIGURED' },
      );
    }
    const now = this.clock();
    const event = verifyStripeEvent(request.payload, request.signature, secret, now);
    const payment =
      event.type === 'payment_intent.succeeded' ? readDonationPayment(event.data.object) : null;
    const contact = payment === null ? null : await this.recorder.contactFor(payment);
    const isNew = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEventEntity)
        .values({ id: event.id, type: event.type, receivedAt: now })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      if (payment !== null && contact !== null) {
        await this.recorder.record(manager, payment, contact, {
          recordedBy: 'webhook',
          stripeEventId: event.id,
          at: now,
        });
      }
      return true;
    });
    if (!isNew) this.logger.log(`Stripe event ${event.id} (${event.type}) was already processed`);
    return { received: true, duplicate: !isNew };
  }
}
