import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource } from 'typeorm';

import {
  DONATION_CURRENCY,
  findDonationTier,
  ValidationError,
  type CreatePaymentIntentRpcRequest,
  type PaymentIntentResponseDto,
} from '@app/contracts';

import { rethrowStripeError, requireStripe } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.module';
import { DonationIntentEntity } from './donation-intent.entity';
import { donationMetadata } from './donation-payment';

/**
 * POST /api/create-payment-intent: a GBP payment intent at Stripe for the chosen tier's price
 * (the request's amount must already equal it), with the tier and the signed-in user in its
 * metadata. Stripe's idempotency key is derived from the browser's `Idempotency-Key`, scoped to
 * the donor, so a retried request returns the same intent; without one, each call is new.
 */
@Injectable()
export class CreatePaymentIntent {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  async execute(request: CreatePaymentIntentRpcRequest): Promise<PaymentIntentResponseDto> {
    const stripe = requireStripe(this.stripe);
    const tier = findDonationTier(request.productCode);
    if (tier === undefined || tier.amountPence !== request.amount) {
      throw new ValidationError([
        { field: 'amount', messages: ['amount must be the price of the chosen donation tier'] },
      ]);
    }
    const idempotencyKey = `donation-intent.${request.userId ?? 'visitor'}.${request.idempotencyKey ?? randomUUID()}`;
    const intent = await stripe.paymentIntents
      .create(
        {
          amount: tier.amountPence,
          currency: DONATION_CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: `Donation: ${tier.description}`,
          metadata: donationMetadata(tier.productCode, request.userId),
        },
        { idempotencyKey },
      )
      .catch(rethrowStripeError('Payment'));
    if (!intent.client_secret) {
      throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    }
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DonationIntentEntity)
      .values({
        id: intent.id,
        userId: request.userId ?? null,
        email: request.userId === undefined ? null : (request.email ?? null),
        displayName: request.userId === undefined ? null : (request.displayName ?? null),
        productCode: tier.productCode,
        amountPence: tier.amountPence,
        currency: DONATION_CURRENCY,
      })
      .orIgnore()
      .execute();
    return { clientSecret: intent.client_secret };
  }
}
