import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';

/**
 * Where an unsubscribe link from an e-mail lands: one button confirms (opening a link never
 * changes anything by itself, so mail scanners cannot unsubscribe anybody). The page's
 * <main id="main"> is the skip link's target (PublicFrame). Its texts in the page's language
 * (namespace `dashboard`, which the unsubscribe route loads: PAGE_CATALOGUES).
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'profile.unsubscribe.title' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <Stack component="main" id="main" spacing={3} sx={{ maxWidth: 560, mx: 'auto', py: 6 }}>
      <Typography component="h1" variant="h2">
        {title}
      </Typography>
      {!token ? (
        <Alert severity="error">
          <FormattedMessage id="profile.unsubscribe.invalidLink" />
        </Alert>
      ) : data ? (
        <Alert severity="success">
          <FormattedMessage
            id="profile.unsubscribe.done"
            values={{ preference: data.preference }}
          />
        </Alert>
      ) : (
        <>
          <Typography>
            <FormattedMessage id="profile.unsubscribe.question" />
          </Typography>
          {error ? (
            <Alert severity="error">
              {errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' }))}
            </Alert>
          ) : null}
          <Button variant="contained" onClick={() => void unsubscribe(token)} disabled={isLoading}>
            {isLoading ? intl.formatMessage({ id: 'profile.unsubscribe.pending' }) : title}
          </Button>
        </>
      )}
      <Button component={RouterLink} to={paths.home.getHref()}>
        <FormattedMessage id="profile.unsubscribe.back" />
      </Button>
    </Stack>
  );
}
