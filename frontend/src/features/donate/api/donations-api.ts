import type {
  CreatePaymentIntentDto,
  DonationConfirmationDto,
  DonationOptionsDto,
  PaymentIntentResponseDto,
} from '@app/contracts';

import { api, isApiError } from '../../../lib/api';
import { sessionApi } from '../../../lib/session';

/** POST /api/create-payment-intent with the key that makes a retried request harmless. */
export interface CreatePaymentIntentRequest extends Pick<
  CreatePaymentIntentDto,
  'amount' | 'productCode'
> {
  idempotencyKey: string;
}

/** The gateway's answer while no Stripe keys are configured (503). */
export function isPaymentsNotConfigured(error: unknown): boolean {
  return isApiError(error) && error.body?.code === 'PAYMENTS_NOT_CONFIGURED';
}

export const donationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The tiers (SPEC §9) and Stripe's publishable key; 503 while payments are not set up. */
    getDonationOptions: build.query<DonationOptionsDto, void>({ query: () => 'donation-options' }),
    createPaymentIntent: build.mutation<PaymentIntentResponseDto, CreatePaymentIntentRequest>({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'create-payment-intent',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /**
     * POST /api/donation/success after Stripe's redirect; afterwards the current user is
     * refreshed (SPEC §7). The server checked the payment with Stripe, so when the refreshed user
     * does not show it yet (auth applies the donation event a moment later), the cached user is
     * marked as having donated, which stops the donation prompt at once.
     */
    confirmDonation: build.mutation<DonationConfirmationDto, { paymentIntentId: string }>({
      query: (body) => ({ url: 'donation/success', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const confirmed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        const refresh = dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
        const user = await refresh.unwrap().catch(() => null);
        if (confirmed && user && !user.has_donated) {
          dispatch(
            sessionApi.util.updateQueryData('getCurrentUser', undefined, (draft) => {
              if (draft) draft.has_donated = true;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetDonationOptionsQuery,
  useCreatePaymentIntentMutation,
  useConfirmDonationMutation,
} = donationsApi;
