import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import {
  BillingPatterns,
  STRIPE_WEBHOOK_PATH,
  ValidationError,
  type StripeWebhookResultDto,
} from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { rawBodyOf } from '../http/configure-http';
import { AllowCrossSite } from '../security/same-origin.guard';

/**
 * Stripe's webhook endpoint. The body is passed on exactly as received (configure-http keeps its
 * text) with its `Stripe-Signature`; billing verifies both, so the answer is 400 for a missing,
 * wrong or stale signature and 200 once the event is handled (Stripe retries anything else).
 * No cookie authorises it: the signature does, hence no same-origin check.
 */
@Controller()
export class StripeWebhookController {
  constructor(private readonly services: ServiceClient) {}

  @Post(STRIPE_WEBHOOK_PATH.replace(/^\//, ''))
  @HttpCode(200)
  @AllowCrossSite()
  handle(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookResultDto> {
    const payload = rawBodyOf(request);
    if (payload === undefined) {
      throw new ValidationError([
        { field: 'body', messages: ['The webhook needs the JSON body Stripe signed.'] },
      ]);
    }
    return this.services.billing(BillingPatterns.HandleWebhook, {
      payload,
      signature: signature ?? '',
    });
  }
}
