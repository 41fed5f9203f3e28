import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/** /admin for a signed-in user who is not an administrator (the server answers them 403). */
export function NotAuthorised() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Block color="error" aria-hidden sx={{ fontSize: 56, mb: 2 }} />
      <Typography component="h1" variant="h4" gutterBottom>
        <FormattedMessage id="admin.notAuthorised.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="admin.notAuthorised.text" />
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
        <FormattedMessage id="admin.notAuthorised.back" />
      </Button>
    </Box>
  );
}
