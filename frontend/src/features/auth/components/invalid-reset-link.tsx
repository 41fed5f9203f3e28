import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

export function InvalidResetLink() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <LinkOff color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h2" gutterBottom>
        Invalid Reset Link
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The password reset link is invalid or has expired
      </Typography>
      <Button component={RouterLink} to={paths.auth.getHref()} variant="contained">
        Back to Login
      </Button>
    </Box>
  );
}
