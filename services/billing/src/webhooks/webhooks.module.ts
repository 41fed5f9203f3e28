import { Module } from '@nestjs/common';

import { DonationsModule } from '../donations/donations.module';
import { StripeWebhook } from './stripe-webhook';
import { WebhooksController } from './webhooks.controller';

@Module({
  imports: [DonationsModule],
  controllers: [WebhooksController],
  providers: [StripeWebhook],
})
export class WebhooksModule {}
