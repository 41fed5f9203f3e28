import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { useToast } from '../../../components/feedback/toast';
import { useConfirmDonationMutation, useGetDonationOptionsQuery } from '../api/donations-api';
import { readDonationReturn, type DonationReturn } from '../donation-return';
import { paymentFailureMessage } from '../stripe/payment-failure-message';

/**
 * SPEC §4 "Donation flow", on return from Stripe with donation=success: posts the success (the
 * server checks the payment with Stripe), refreshes the cached user, clears the query from the
 * URL and shows the thank-you dialog with the amount and type read before clearing. A payment
 * Stripe reports as failed gets the 'Payment Failed' toast instead, with Stripe's reason (§8), or
 * ours in the page's language when Stripe gives none.
 */
export function useDonationReturn() {
  const [query, setQuery] = useSearchParams();
  const [returned] = useState<DonationReturn | null>(() => readDonationReturn(query));
  const [isOpen, setIsOpen] = useState(returned !== null && !returned.hasFailed);
  const [confirmDonation] = useConfirmDonationMutation();
  // The publishable key, to ask Stripe why the payment failed (the page loads the same options).
  const options = useGetDonationOptionsQuery(undefined, { skip: !returned?.hasFailed });
  const { toast } = useToast();
  const intl = useIntl();
  const handled = useRef(false);
  const reported = useRef(false);

  useEffect(() => {
    if (returned === null || handled.current) return;
    handled.current = true;
    setQuery({}, { replace: true });
    if (returned.hasFailed || returned.paymentIntentId === null) return;
    confirmDonation({ paymentIntentId: returned.paymentIntentId })
      .unwrap()
      .catch((error: unknown) => console.error('Could not mark the donation as successful', error));
  }, [returned, setQuery, confirmDonation]);

  const publishableKey = options.data?.publishableKey ?? null;
  const haveOptionsSettled = options.isSuccess || options.isError;
  useEffect(() => {
    if (!returned?.hasFailed || reported.current || !haveOptionsSettled) return;
    reported.current = true;
    void paymentFailureMessage(publishableKey, returned.clientSecret).then((reason) =>
      toast({
        title: intl.formatMessage({ id: 'donate.failed.title' }),
        description: reason ?? intl.formatMessage({ id: 'donate.failed.notThrough' }),
        variant: 'destructive',
      }),
    );
  }, [returned, haveOptionsSettled, publishableKey, toast, intl]);

  const close = useCallback(() => setIsOpen(false), []);
  return { thankYou: isOpen ? returned : null, close };
}
