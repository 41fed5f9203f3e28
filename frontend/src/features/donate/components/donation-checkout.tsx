import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

import { isPaymentsNotConfigured, useGetDonationOptionsQuery } from '../api/donations-api';
import { useDonationCheckout } from '../hooks/use-donation-checkout';
import { DonationsUnavailable } from './donations-unavailable';
import { PaymentStep } from './payment-step';
import { TierCards } from './tier-cards';

/** The tier cards, then the payment step of the chosen tier; or why donations cannot be taken. */
export function DonationCheckout() {
  const intl = useIntl();
  const options = useGetDonationOptionsQuery();
  const { pending, checkout, isNotConfigured, choose, backToOptions } = useDonationCheckout();

  if (isNotConfigured || isPaymentsNotConfigured(options.error)) {
    return <DonationsUnavailable reason="not-configured" />;
  }
  if (options.isError) {
    return <DonationsUnavailable reason="unreachable" onRetry={() => void options.refetch()} />;
  }
  if (!options.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'donate.options.loading' })} />
      </Box>
    );
  }
  if (checkout) {
    return (
      <PaymentStep
        checkout={checkout}
        publishableKey={options.data.publishableKey}
        onBack={backToOptions}
      />
    );
  }
  return (
    <TierCards
      tiers={options.data.tiers}
      pending={pending}
      onChoose={(tier) => void choose(tier)}
    />
  );
}
