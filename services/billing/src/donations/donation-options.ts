import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

import { DONATION_CURRENCY, DONATION_TIERS, type DonationOptionsDto } from '@app/contracts';

import { BillingEnv } from '../config/env.schema';
import { requireStripe } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.module';
import { toDonationTierDto } from './donation-tier.mapper';

/**
 * GET /api/donation-options: the three tiers of SPEC §9 and the publishable key for Stripe.js, or
 * 503 'PAYMENTS_NOT_CONFIGURED' without the keys (the donate page then says so plainly).
 */
@Injectable()
export class DonationOptions {
  constructor(
    private readonly env: BillingEnv,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  get(): DonationOptionsDto {
    requireStripe(this.stripe);
    return {
      publishableKey: this.env.STRIPE_PUBLISHABLE_KEY ?? '',
      currency: DONATION_CURRENCY,
      tiers: DONATION_TIERS.map(toDonationTierDto),
    };
  }
}
