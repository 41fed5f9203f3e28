import { Injectable } from '@nestjs/common';

import type { DonationReceiptEmailJob } from '@app/contracts';

import { donationReceiptEmail } from '../../templates/donation-receipt.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendTemplatedEmail } from './send-templated-email';

/** 'donation-receipt-email': the thank-you with the receipt of a donation Stripe confirmed. */
@Injectable()
export class SendDonationReceipt extends SendTemplatedEmail<DonationReceiptEmailJob> {
  protected render(brand: Brand, t: EmailTranslator, data: DonationReceiptEmailJob): EmailContent {
    return donationReceiptEmail(brand, t, {
      displayName: data.displayName,
      paymentIntentId: data.paymentIntentId,
      amountPence: data.amountPence,
      productCode: data.productCode,
      donatedAt: data.donatedAt,
    });
  }
}
