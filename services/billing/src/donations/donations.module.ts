import { Module } from '@nestjs/common';

import { ConfirmDonation } from './confirm-donation';
import { CreatePaymentIntent } from './create-payment-intent';
import { DonationOptions } from './donation-options';
import { DonationRecorder } from './donation-recorder';
import { DonationsController } from './donations.controller';
import { ExportDonations } from './export-donations';

@Module({
  controllers: [DonationsController],
  providers: [
    DonationOptions,
    CreatePaymentIntent,
    ConfirmDonation,
    DonationRecorder,
    ExportDonations,
  ],
  exports: [DonationRecorder],
})
export class DonationsModule {}
