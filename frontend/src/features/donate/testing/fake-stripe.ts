import type { ConfirmPaymentData, Stripe, StripeError } from '@stripe/stripe-js';

import { stripeLoader } from '../stripe/load-stripe';

/** What a test's `confirmPayment` received. */
export interface ConfirmPaymentCall {
  confirmParams: ConfirmPaymentData | undefined;
}

/**
 * A stand-in for Stripe.js in jsdom (the real one loads from js.stripe.com): enough of `Stripe`
 * and `elements()` for @stripe/react-stripe-js's `Elements` and `PaymentElement` to mount, with a
 * `confirmPayment` the test decides the outcome of.
 */
export class FakeStripe {
  readonly confirmCalls: ConfirmPaymentCall[] = [];
  /** The client secrets `retrievePaymentIntent` was asked for. */
  readonly retrieveCalls: string[] = [];
  private lastPaymentError: string | null = null;
  private outcome: () => Promise<{ error: Partial<StripeError> }> = async () => ({
    error: { type: 'card_error', message: 'Your card was declined.' },
  });

  /** Stripe refuses the payment with this message (the default: a declined card). */
  refuseWith(message: string): void {
    this.outcome = async () => ({ error: { type: 'card_error', message } });
  }

  /** Stripe answers when the test calls the returned function. */
  answerLater(): (message: string) => void {
    let answer: (message: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => {
      answer = resolve;
    });
    this.outcome = async () => ({ error: { type: 'card_error', message: await pending } });
    return (message) => answer(message);
  }

  /** The PaymentIntent `retrievePaymentIntent` answers failed with this message. */
  failedPaymentWith(message: string): void {
    this.lastPaymentError = message;
  }

  /** Makes `stripeLoader.load` answer this fake (undone by jest.restoreAllMocks). */
  install(): this {
    jest.spyOn(stripeLoader, 'load').mockResolvedValue(this.asStripe());
    return this;
  }

  asStripe(): Stripe {
    const element = {
      mount: (node: HTMLElement) => {
        node.setAttribute('data-testid', 'stripe-payment-element');
      },
      on: () => element,
      off: () => element,
      once: () => element,
      update: () => undefined,
      unmount: () => undefined,
      destroy: () => undefined,
    };
    const elements = {
      create: () => element,
      getElement: () => element,
      update: () => undefined,
      fetchUpdates: async () => ({}),
      submit: async () => ({}),
    };
    const stripe = {
      elements: () => elements,
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      confirmPayment: async (options: { confirmParams?: ConfirmPaymentData }) => {
        this.confirmCalls.push({ confirmParams: options.confirmParams });
        return this.outcome();
      },
      retrievePaymentIntent: async (clientSecret: string) => {
        this.retrieveCalls.push(clientSecret);
        const message = this.lastPaymentError;
        return {
          paymentIntent: {
            id: clientSecret.split('_secret_')[0],
            object: 'payment_intent',
            client_secret: clientSecret,
            status: message === null ? 'succeeded' : 'requires_payment_method',
            last_payment_error: message === null ? null : { type: 'card_error', message },
          },
        };
      },
      registerAppInfo: () => undefined,
      _registerWrapper: () => undefined,
    };
    return stripe as unknown as Stripe;
  }
}
