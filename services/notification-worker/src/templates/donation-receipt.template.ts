import type { DonationProductCode } from '@app/contracts';
import { formatInstantDay, formatPounds } from '@app/i18n';

import { defineEmail } from './email-layout';

export interface DonationReceiptInput {
  /** Null for a visitor who gave without an account. */
  displayName: string | null;
  paymentIntentId: string;
  amountPence: number;
  productCode: DonationProductCode;
  /** ISO 8601 timestamp. */
  donatedAt: string;
}

/**
 * The thank-you e-mail with the receipt of a donation (SPEC §2 thank-you dialog: "You'll receive a
 * thank you email shortly with your receipt…"): the amount, what it buys (the tier's food), the
 * date and Stripe's payment reference. The receipt comes from the product's operator; Stripe only
 * processed the card.
 *
 * @example
 * donationReceiptEmail(brand, t, { amountPence: 750, productCode: 'kuchen', … }).subject
 * // → 'Thank you for your £7.50 donation to Schengen Tracker'
 */
export const donationReceiptEmail = defineEmail(
  ({ t, translator, product }, input: DonationReceiptInput) => {
    const { language } = translator;
    const amount = formatPounds(language, input.amountPence);
    const food = t('donation.food', { tier: input.productCode });
    return {
      subject: t('donation.subject', { amount, product }),
      greeting: input.displayName
        ? t('common.greeting', { name: input.displayName })
        : t('common.greetingAnonymous'),
      blocks: [
        { kind: 'text', text: t('donation.thanks', { food, product }) },
        { kind: 'value', label: t('donation.amount'), value: amount },
        { kind: 'value', label: t('donation.donation'), value: food },
        {
          kind: 'value',
          label: t('donation.date'),
          value: formatInstantDay(language, input.donatedAt),
        },
        { kind: 'value', label: t('donation.reference'), value: input.paymentIntentId },
        { kind: 'text', text: t('donation.receipt', { product }) },
        { kind: 'text', text: t('donation.enjoy') },
      ],
      footer: [{ kind: 'text', text: t('donation.why') }],
    };
  },
);
