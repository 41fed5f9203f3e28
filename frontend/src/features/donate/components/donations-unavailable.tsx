import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/**
 * What the page says instead of tier cards: payments are not set up on this server (no Stripe
 * keys), or the donation service could not be reached; in the page's language.
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
        <AlertTitle>
          <FormattedMessage id="donate.unavailable.notConfigured.title" />
        </AlertTitle>
        <FormattedMessage id="donate.unavailable.notConfigured.body" />
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
            <FormattedMessage id="donate.unavailable.retry" />
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>
        <FormattedMessage id="donate.unavailable.unreachable.title" />
      </AlertTitle>
      <FormattedMessage id="donate.unavailable.unreachable.body" />
    </Alert>
  );
}
