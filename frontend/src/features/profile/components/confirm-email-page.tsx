import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useConfirmEmailMutation } from '../api/profile-api';
import { serverText } from '../field-errors';

/**
 * Where the link e-mailed to a new address lands (beyond SPEC): one button confirms, so that a
 * mail scanner opening the link changes nothing. The page's <main id="main"> is the skip link's
 * target (PublicFrame). Its texts in the page's language (namespace `dashboard`, which the
 * confirm-email route loads: PAGE_CATALOGUES).
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirmEmail, { data, error, isLoading }] = useConfirmEmailMutation();

  return (
    <Stack component="main" id="main" spacing={3} sx={{ maxWidth: 560, mx: 'auto', py: 6 }}>
      <Typography component="h1" variant="h2">
        <FormattedMessage id="profile.confirmEmail.title" />
      </Typography>
      {!token ? (
        <Alert severity="error">
          <FormattedMessage id="profile.confirmEmail.invalidLink" />
        </Alert>
      ) : data ? (
        <Alert severity="success">{serverText(intl, data.message)}</Alert>
      ) : (
        <>
          <Typography>
            <FormattedMessage id="profile.confirmEmail.question" />
          </Typography>
          {error ? (
            <Alert severity="error">
              {errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' }))}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            onClick={() => void confirmEmail({ token })}
            disabled={isLoading}
          >
            {intl.formatMessage({
              id: isLoading ? 'profile.confirmEmail.confirming' : 'profile.confirmEmail.confirm',
            })}
          </Button>
        </>
      )}
      <Button component={RouterLink} to={paths.dashboard.getHref()}>
        <FormattedMessage id="profile.confirmEmail.goToApp" />
      </Button>
    </Stack>
  );
}
