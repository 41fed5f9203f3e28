import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useSearchParams } from 'react-router';

import { InvalidResetLink } from './invalid-reset-link';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?token=…: a missing token makes the link invalid (SPEC §5). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Container component="main" id="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
      </Paper>
    </Container>
  );
}
