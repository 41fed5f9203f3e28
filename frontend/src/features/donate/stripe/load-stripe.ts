import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded from js.stripe.com the first time a payment form needs
 * it (the `pure` entry does not load it on import), once per key. A failed load (offline, blocked)
 * is forgotten so that the next attempt tries again. Tests replace `load`.
 */
export const stripeLoader = {
  load(publishableKey: string): Promise<Stripe | null> {
    let promise = loaded.get(publishableKey);
    if (!promise) {
      promise = loadStripe(publishableKey);
      loaded.set(publishableKey, promise);
      promise.catch(() => loaded.delete(publishableKey));
    }
    return promise;
  },
};
