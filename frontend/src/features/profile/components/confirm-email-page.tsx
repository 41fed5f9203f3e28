import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useConfirmEmailMutation } from '../api/profile-api';

/**
 * Where the link e-mailed to a new address lands (beyond SPEC): one button confirms, so that a
 * mail scanner opening the link changes nothing. The page's <main id="main"> is the skip link's
 * target (PublicFrame).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirmEmail, { data, error, isLoading }] = useConfirmEmailMutation();

  return (
    <Stack component="main" id="main" spacing={3} sx={{ maxWidth: 560, mx: 'auto', py: 6 }}>
      <Typography component="h1" variant="h2">
        Confirm your email address
      </Typography>
      {!token ? (
        <Alert severity="error">This confirmation link is not valid.</Alert>
      ) : data ? (
        <Alert severity="success">{data.message}</Alert>
      ) : (
        <>
          <Typography>Make this the email address of your account?</Typography>
          {error ? (
            <Alert severity="error">
              {errorMessageOf(error, 'An error occurred. Please try again.')}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            onClick={() => void confirmEmail({ token })}
            disabled={isLoading}
          >
            {isLoading ? 'Confirming...' : 'Confirm email address'}
          </Button>
        </>
      )}
      <Button component={RouterLink} to={paths.dashboard.getHref()}>
        Go to the app
      </Button>
    </Stack>
  );
}
