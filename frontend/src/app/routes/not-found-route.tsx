import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/product-config';

/** Any unknown path (SPEC §2): a red icon, '404 Page Not Found' and the router hint. */
export function NotFoundRoute() {
  useDocumentTitle('title.notFound');
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <ErrorOutlineOutlined
          color="error"
          sx={{ fontSize: 64 }}
          data-testid="not-found-icon"
          aria-hidden
        />
        <Typography component="h1" variant="h1" gutterBottom>
          <FormattedMessage id="notFound.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="notFound.hint" />
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          <FormattedMessage id="notFound.home" />
        </Button>
      </div>
    </Box>
  );
}
