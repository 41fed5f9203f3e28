import { findDonationTier, type DonationProductCode } from '@app/contracts';

import { renderEmail, type Brand, type EmailContent } from './email-layout';

export interface DonationReceiptInput {
  /** Null for a visitor who gave without an account. */
  displayName: string | null;
  paymentIntentId: string;
  amountPence: number;
  productCode: DonationProductCode;
  /** ISO 8601 timestamp. */
  donatedAt: string;
}

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The thank-you e-mail with the receipt of a donation (SPEC §2 thank-you dialog: "You'll receive a
 * thank you email shortly with your receipt…"): the amount, what it buys (the tier's food), the
 * date and Stripe's payment reference. The receipt comes from the product's operator; Stripe only
 * processed the card.
 *
 * @example
 * donationReceiptEmail(brand, { amountPence: 750, productCode: 'kuchen', … }).subject
 * // → 'Thank you for your £7.50 donation to Schengen Tracker'
 */
export function donationReceiptEmail(brand: Brand, input: DonationReceiptInput): EmailContent {
  const amount = POUNDS.format(input.amountPence / 100);
  const food = findDonationTier(input.productCode)?.description ?? input.productCode;
  return renderEmail(brand, {
    subject: `Thank you for your ${amount} donation to ${brand.productName}`,
    greeting: input.displayName ? `Hello ${input.displayName},` : 'Hello,',
    blocks: [
      {
        kind: 'text',
        text: `Thank you for the ${food}! Your voluntary donation helps keep ${brand.productName} free for every traveller.`,
      },
      { kind: 'value', label: 'Amount', value: amount },
      { kind: 'value', label: 'Donation', value: food },
      { kind: 'value', label: 'Date', value: DAY.format(new Date(input.donatedAt)) },
      { kind: 'value', label: 'Payment reference', value: input.paymentIntentId },
      {
        kind: 'text',
        text: `This is your receipt from the operator of ${brand.productName}. The card payment was processed securely by Stripe; your card details never reached us.`,
      },
      { kind: 'text', text: 'Enjoy your time in the EU!' },
    ],
    footer: [
      {
        kind: 'text',
        text: 'You receive this e-mail because you made a donation. Keep it for your records.',
      },
    ],
  });
}
