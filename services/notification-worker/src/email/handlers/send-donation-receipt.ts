import { Injectable } from '@nestjs/common';

import type { DonationReceiptEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { donationReceiptEmail } from '../../templates/donation-receipt.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** 'donation-receipt-email': the thank-you with the receipt of a donation Stripe confirmed. */
@Injectable()
export class SendDonationReceipt {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: DonationReceiptEmailJob): Promise<EmailJobResult> {
    const content = donationReceiptEmail(brandOf(this.env), {
      displayName: data.displayName,
      paymentIntentId: data.paymentIntentId,
      amountPence: data.amountPence,
      productCode: data.productCode,
      donatedAt: data.donatedAt,
    });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
