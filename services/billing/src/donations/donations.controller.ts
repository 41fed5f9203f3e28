import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  BillingPatterns,
  ConfirmDonationRpcRequest,
  CreatePaymentIntentRpcRequest,
  ExportUserDataRpcRequest,
} from '@app/contracts';

import { ConfirmDonation } from './confirm-donation';
import { CreatePaymentIntent } from './create-payment-intent';
import { DonationOptions } from './donation-options';
import { ExportDonations } from './export-donations';

@Controller()
export class DonationsController {
  constructor(
    private readonly options: DonationOptions,
    private readonly createIntent: CreatePaymentIntent,
    private readonly confirmDonation: ConfirmDonation,
    private readonly exportDonations: ExportDonations,
  ) {}

  @MessagePattern(BillingPatterns.GetDonationOptions)
  getOptions() {
    return this.options.get();
  }

  @MessagePattern(BillingPatterns.CreatePaymentIntent)
  createPaymentIntent(@Payload() request: CreatePaymentIntentRpcRequest) {
    return this.createIntent.execute(request);
  }

  @MessagePattern(BillingPatterns.ConfirmDonation)
  confirm(@Payload() request: ConfirmDonationRpcRequest) {
    return this.confirmDonation.execute(request);
  }

  @MessagePattern(BillingPatterns.ExportUserData)
  exportUserData(@Payload() request: ExportUserDataRpcRequest) {
    return this.exportDonations.execute(request);
  }
}
