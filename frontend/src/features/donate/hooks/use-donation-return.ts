import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useToast } from '../../../components/feedback/toast';
import { useConfirmDonationMutation } from '../api/donations-api';
import { readDonationReturn, type DonationReturn } from '../donation-return';

/**
 * SPEC §4 "Donation flow", on return from Stripe with donation=success: posts the success (the
 * server checks the payment with Stripe), refreshes the cached user, clears the query from the
 * URL and shows the thank-you dialog with the amount and type read before clearing. A payment
 * Stripe reports as failed gets the 'Payment Failed' toast instead.
 */
export function useDonationReturn() {
  const [query, setQuery] = useSearchParams();
  const [returned] = useState<DonationReturn | null>(() => readDonationReturn(query));
  const [isOpen, setIsOpen] = useState(returned !== null && !returned.hasFailed);
  const [confirmDonation] = useConfirmDonationMutation();
  const { toast } = useToast();
  const handled = useRef(false);

  useEffect(() => {
    if (returned === null || handled.current) return;
    handled.current = true;
    setQuery({}, { replace: true });
    if (returned.hasFailed) {
      toast({
        title: 'Payment Failed',
        description: 'Your payment did not go through, and nothing was charged.',
        variant: 'destructive',
      });
      return;
    }
    if (returned.paymentIntentId === null) return;
    confirmDonation({ paymentIntentId: returned.paymentIntentId })
      .unwrap()
      .catch((error: unknown) => console.error('Could not mark the donation as successful', error));
  }, [returned, setQuery, toast, confirmDonation]);

  const close = useCallback(() => setIsOpen(false), []);
  return { thankYou: isOpen ? returned : null, close };
}
