import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

/** /admin for a signed-in user who is not an administrator (the server answers them 403). */
export function NotAuthorised() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Block color="error" aria-hidden sx={{ fontSize: 56, mb: 2 }} />
      <Typography component="h1" variant="h4" gutterBottom>
        Not authorised
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You need an administrator account to see the admin dashboard.
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
        Back to dashboard
      </Button>
    </Box>
  );
}
