import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';

import { stripeLoader } from '../stripe/load-stripe';

export type StripeInstance =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** Stripe.js could not be loaded (offline, blocked by the browser or a network policy). */
  | { status: 'failed' };

/** Stripe.js for the publishable key, with its loading state (Elements alone would wait forever). */
export function useStripeInstance(publishableKey: string): StripeInstance {
  const [state, setState] = useState<StripeInstance>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    stripeLoader.load(publishableKey).then(
      (stripe) => {
        if (isCurrent) setState(stripe ? { status: 'ready', stripe } : { status: 'failed' });
      },
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey]);
  return state;
}
