import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

export function InvalidResetLink() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <LinkOff color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="auth.invalidLink.heading" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="auth.invalidLink.text" />
      </Typography>
      <Button component={RouterLink} to={paths.auth.getHref()} variant="contained">
        <FormattedMessage id="auth.invalidLink.backToLogin" />
      </Button>
    </Box>
  );
}
