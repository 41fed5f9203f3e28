import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';

import { DONATION_SUCCEEDED_TOPIC } from '@app/contracts';
import { newEnvelope, recordEvent } from '@app/persistence';

import { STRIPE } from '../stripe/stripe.module';
import type { DonationPayment } from './donation-payment';
import { DonationIntentEntity } from './donation-intent.entity';
import { DonationEntity, type DonationRecordedBy } from './donation.entity';

/** Where a donation's receipt goes, and its greeting. */
export interface DonorContact {
  email: string | null;
  displayName: string | null;
}

export interface RecordContext {
  recordedBy: DonationRecordedBy;
  /** The Stripe event that told us, or null for the success call. */
  stripeEventId: string | null;
  at: Date;
}

/**
 * Records a donation Stripe confirmed, once per payment intent whichever path (webhook or success
 * call) sees it first, and emits `billing.donation.succeeded.v1` through the outbox in the same
 * transaction. The signed-in donor's contact is dropped from `donation_intents` once it has
 * travelled in the event.
 */
@Injectable()
export class DonationRecorder {
  private readonly logger = new Logger('DonationRecorder');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  /**
   * The receipt's address: the account's (kept when the intent was created), else the one Stripe
   * holds for the payment (`receipt_email`, or the billing details the payment form collected).
   * Looked up before the recording transaction; a failed lookup only means no receipt.
   */
  async contactFor(payment: DonationPayment): Promise<DonorContact> {
    const intent = await this.dataSource
      .getRepository(DonationIntentEntity)
      .findOneBy({ id: payment.paymentIntentId });
    const displayName = intent?.displayName ?? null;
    const known = intent?.email ?? payment.receiptEmail;
    if (known) return { email: known, displayName };
    if (payment.chargeId === null || this.stripe === null) return { email: null, displayName };
    try {
      const charge = await this.stripe.charges.retrieve(payment.chargeId);
      return { email: charge.billing_details?.email ?? null, displayName };
    } catch (error) {
      this.logger.warn(
        `No receipt address for ${payment.paymentIntentId}: Stripe did not answer for its charge (${(error as Error).message})`,
      );
      return { email: null, displayName };
    }
  }

  /** True when this call recorded the donation; false when it was already recorded. */
  async record(
    manager: EntityManager,
    payment: DonationPayment,
    contact: DonorContact,
    context: RecordContext,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(DonationEntity)
      .values({
        paymentIntentId: payment.paymentIntentId,
        chargeId: payment.chargeId,
        stripeEventId: context.stripeEventId,
        userId: payment.userId,
        productCode: payment.productCode,
        amountPence: payment.amountPence,
        currency: payment.currency,
        recordedBy: context.recordedBy,
        recordedAt: context.at,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return false;
    await recordEvent(manager, DONATION_SUCCEEDED_TOPIC, {
      ...newEnvelope(payment.paymentIntentId, context.at),
      userId: payment.userId,
      email: contact.email,
      displayName: contact.displayName,
      amountPence: payment.amountPence,
      productCode: payment.productCode,
    });
    await manager.update(
      DonationIntentEntity,
      { id: payment.paymentIntentId },
      { email: null, displayName: null },
    );
    this.logger.log(
      `Recorded donation ${payment.paymentIntentId} (${payment.productCode}, ${payment.amountPence}p) from the ${context.recordedBy}`,
    );
    return true;
  }
}
