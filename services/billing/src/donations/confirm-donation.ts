import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource } from 'typeorm';

import {
  ConflictError,
  NotFoundError,
  type ConfirmDonationRpcRequest,
  type DonationConfirmationDto,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { rethrowStripeError, requireStripe } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.module';
import { readDonationPayment } from './donation-payment';
import { DonationRecorder } from './donation-recorder';
import { DonationEntity } from './donation.entity';

const RESOURCE = 'Payment';

/**
 * POST /api/donation/success, the browser's call after Stripe's redirect. The browser's word
 * changes nothing: the payment intent is retrieved from Stripe, and the donation is recorded only
 * when Stripe says it succeeded, it is a donation of this user (or of a visitor, for a visitor)
 * and it is not recorded yet. Someone else's payment is "not found", an unpaid one a 409.
 */
@Injectable()
export class ConfirmDonation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly recorder: DonationRecorder,
  ) {}

  async execute(request: ConfirmDonationRpcRequest): Promise<DonationConfirmationDto> {
    const stripe = requireStripe(this.stripe);
    const id = request.paymentIntentId;
    const userId = request.userId ?? null;
    const recorded = await this.dataSource
      .getRepository(DonationEntity)
      .findOneBy({ paymentIntentId: id });
    if (recorded) {
      if (recorded.userId !== userId) throw new NotFoundError(RESOURCE, id);
      return { status: 'already-recorded' };
    }
    const intent = await stripe.paymentIntents.retrieve(id).catch(rethrowStripeError(RESOURCE, id));
    const payment = readDonationPayment(intent);
    if (payment === null || payment.userId !== userId) throw new NotFoundError(RESOURCE, id);
    if (payment.status !== 'succeeded') {
      throw new ConflictError(
        `This payment has not gone through (Stripe reports it as ${payment.status.replaceAll('_', ' ')}), so no donation was recorded.`,
      );
    }
    const contact = await this.recorder.contactFor(payment);
    const isNew = await this.dataSource.transaction((manager) =>
      this.recorder.record(manager, payment, contact, {
        recordedBy: 'confirmation',
        stripeEventId: null,
        at: this.clock(),
      }),
    );
    return { status: isNew ? 'recorded' : 'already-recorded' };
  }
}
