import { useCallback, useState } from 'react';

import type { DonationProductCode, DonationTierDto } from '@app/contracts';

import { isPaymentsNotConfigured, useCreatePaymentIntentMutation } from '../api/donations-api';

/** A chosen tier with the client secret of its payment intent. */
export interface DonationCheckout {
  tier: DonationTierDto;
  clientSecret: string;
}

/** 128 random bits as hex (getRandomValues works outside secure contexts, randomUUID not). */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * SPEC §4 "Donation flow": choosing a tier creates a payment intent (cards say 'Loading...'
 * meanwhile), then the payment step shows; 'Back to donation options' clears the tier and the
 * secret. A failed creation is logged only (SPEC §8), except "not configured", which the page
 * then says plainly.
 */
export function useDonationCheckout() {
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [pending, setPending] = useState<DonationProductCode | null>(null);
  const [checkout, setCheckout] = useState<DonationCheckout | null>(null);
  const [isNotConfigured, setIsNotConfigured] = useState(false);

  const choose = useCallback(
    async (tier: DonationTierDto) => {
      setPending(tier.productCode);
      try {
        const { clientSecret } = await createPaymentIntent({
          amount: tier.amount,
          productCode: tier.productCode,
          idempotencyKey: newIdempotencyKey(),
        }).unwrap();
        setCheckout({ tier, clientSecret });
      } catch (error) {
        if (isPaymentsNotConfigured(error)) setIsNotConfigured(true);
        else console.error('Could not create the payment intent', error);
      } finally {
        setPending(null);
      }
    },
    [createPaymentIntent],
  );

  const backToOptions = useCallback(() => setCheckout(null), []);

  return { pending, checkout, isNotConfigured, choose, backToOptions };
}
