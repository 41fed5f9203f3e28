import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import { RETRY_LABEL } from '../../../components/feedback/load-error-alert';

/**
 * What the page says instead of tier cards: payments are not set up on this server (no Stripe
 * keys), or the donation service could not be reached.
 */
export function DonationsUnavailable({
  reason,
  onRetry,
}: {
  reason: 'not-configured' | 'unreachable';
  onRetry?: () => void;
}) {
  if (reason === 'not-configured') {
    return (
      <Alert severity="info" role="status" sx={{ textAlign: 'left' }}>
        <AlertTitle>Donations are not available</AlertTitle>
        Card payments are not set up on this server, so donations cannot be taken here right now.
        Thank you for thinking of it!
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ textAlign: 'left' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Donations are unavailable right now</AlertTitle>
      The donation service could not be reached. Please try again in a moment.
    </Alert>
  );
}
