import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { BillingPatterns, StripeWebhookRpcRequest } from '@app/contracts';

import { StripeWebhook } from './stripe-webhook';

@Controller()
export class WebhooksController {
  constructor(private readonly webhook: StripeWebhook) {}

  @MessagePattern(BillingPatterns.HandleWebhook)
  handle(@Payload() request: StripeWebhookRpcRequest) {
    return this.webhook.handle(request);
  }
}
