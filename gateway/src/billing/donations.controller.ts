import { Body, Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import {
  AppError,
  AuthPatterns,
  BillingPatterns,
  ConfirmDonationDto,
  CreatePaymentIntentDto,
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_KEY_HEADER,
  ValidationError,
  type DonationConfirmationDto,
  type DonationOptionsDto,
  type PaymentIntentResponseDto,
  type UserDto,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { RateLimiter } from '../security/rate-limiter';
import { OptionalSession, OptionalSessionGuard } from './optional-session';

/** Who gives: the signed-in account's id and receipt details, or nothing for a visitor. */
type Donor = { userId?: string; email?: string; displayName?: string };

/**
 * The donate page's calls (SPEC §7), open to visitors: a signed-in donor's account goes with the
 * payment (its id into Stripe's metadata for `has_donated`, its address for the receipt).
 */
@Controller('api')
@UseGuards(OptionalSessionGuard)
export class DonationsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  /** Beyond SPEC: the tiers and Stripe's publishable key, or 503 while payments are not set up. */
  @Get('donation-options')
  options(): Promise<DonationOptionsDto> {
    return this.services.billing(BillingPatterns.GetDonationOptions, {});
  }

  /**
   * Each call creates a PaymentIntent at Stripe: a visitor's calls are limited per client IP, a
   * signed-in donor's per account (RATE_LIMIT_PAYMENT_PER_IP / _PER_ACCOUNT an hour, then 429).
   */
  @Post('create-payment-intent')
  @HttpCode(200)
  async createPaymentIntent(
    @OptionalSession() session: Session | undefined,
    @Body() dto: CreatePaymentIntentDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<PaymentIntentResponseDto> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_FORMAT.test(idempotencyKey)) {
      throw new ValidationError([
        {
          field: IDEMPOTENCY_KEY_HEADER,
          messages: ['Idempotency-Key must be 8 to 64 letters, digits, - or _'],
        },
      ]);
    }
    if (session) await this.limiter.consumeAccount('payment', session.userId);
    else await this.limiter.consume('payment', request.ip);
    const donor = session ? await this.donor(session.userId) : {};
    return this.services.billing(BillingPatterns.CreatePaymentIntent, {
      ...dto,
      ...donor,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    });
  }

  /** Billing asks Stripe itself; the body only names the payment intent to look at. */
  @Post('donation/success')
  @HttpCode(200)
  confirm(
    @OptionalSession() session: Session | undefined,
    @Body() dto: ConfirmDonationDto,
  ): Promise<DonationConfirmationDto> {
    return this.services.billing(BillingPatterns.ConfirmDonation, {
      ...dto,
      ...(session ? { userId: session.userId } : {}),
    });
  }

  private async donor(userId: string): Promise<Donor> {
    try {
      const user = await this.services.auth<UserDto>(AuthPatterns.CurrentUser, { userId });
      return {
        userId: user.id,
        email: user.email,
        displayName: user.first_name?.trim() || user.username,
      };
    } catch (error) {
      // The account is gone (deleted elsewhere): the donation is a visitor's.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return {};
      throw error;
    }
  }
}
