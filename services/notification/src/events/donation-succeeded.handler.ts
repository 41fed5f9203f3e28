import { Injectable, Logger } from '@nestjs/common';

import { DONATION_SUCCEEDED_TOPIC, EmailJobs, type DonationSucceededEvent } from '@app/contracts';

import { AuthRecipientsClient } from '../clients/auth-recipients.client';
import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';

/**
 * `billing.donation.succeeded.v1` → one 'donation-receipt-email' with the amount and the tier
 * (SPEC §2: "You'll receive a thank you email shortly with your receipt…"). The job id comes from
 * the event id, so a redelivered event cannot send a second receipt. A donation without a known
 * address (a visitor whose payment form collected none) gets no e-mail. A signed-in donor's
 * receipt is in their profile's language (read from auth: billing knows none); a visitor's is
 * English.
 */
@Injectable()
export class DonationSucceededHandler {
  readonly topic = DONATION_SUCCEEDED_TOPIC;
  private readonly logger = new Logger('DonationSucceededHandler');

  constructor(
    private readonly emails: EmailQueue,
    private readonly auth: AuthRecipientsClient,
  ) {}

  async handle(event: DonationSucceededEvent): Promise<void> {
    if (event.email === null) {
      this.logger.log(`No receipt for donation ${event.aggregateId}: no e-mail address is known`);
      return;
    }
    const donor = event.userId === null ? null : await this.auth.find(event.userId);
    await this.emails.add({
      name: EmailJobs.DonationReceipt,
      data: {
        to: event.email,
        displayName: event.displayName ?? null,
        paymentIntentId: event.aggregateId,
        amountPence: event.amountPence,
        productCode: event.productCode,
        donatedAt: event.occurredAt,
        language: donor?.language ?? null,
      },
      jobId: eventJobId(event.eventId),
    });
  }
}
