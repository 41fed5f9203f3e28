import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';

const PREFERENCE_NAMES = {
  email_reminders: 'e-mail reminders',
  weekly_summaries: 'weekly summaries',
  product_updates: 'product updates',
} as const;

/**
 * Where an unsubscribe link from an e-mail lands: one button confirms (opening a link never
 * changes anything by itself, so mail scanners cannot unsubscribe anybody). The page's
 * <main id="main"> is the skip link's target (PublicFrame).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <Stack component="main" id="main" spacing={3} sx={{ maxWidth: 560, mx: 'auto', py: 6 }}>
      <Typography component="h1" variant="h2">
        Unsubscribe
      </Typography>
      {!token ? (
        <Alert severity="error">This unsubscribe link is not valid.</Alert>
      ) : data ? (
        <Alert severity="success">
          You will no longer receive {PREFERENCE_NAMES[data.preference]}. You can turn them back on
          in your profile at any time.
        </Alert>
      ) : (
        <>
          <Typography>
            Stop receiving these e-mails? You can turn them back on in your profile.
          </Typography>
          {error ? (
            <Alert severity="error">
              {errorMessageOf(error, 'An error occurred. Please try again.')}
            </Alert>
          ) : null}
          <Button variant="contained" onClick={() => void unsubscribe(token)} disabled={isLoading}>
            {isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <Button component={RouterLink} to={paths.home.getHref()}>
        Back to the app
      </Button>
    </Stack>
  );
}
