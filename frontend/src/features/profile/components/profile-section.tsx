import DeleteForever from '@mui/icons-material/DeleteForever';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useAuth } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';
import { ProfileForm } from './profile-form';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';

/**
 * Profile editing, password and sessions, data export and account deletion for the signed-in
 * user, in the page's language (catalogue namespace `dashboard`, loaded with the dashboard).
 */
export function ProfileSection() {
  const { user } = useAuth();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  if (!user) return null;

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="profile-heading">
        <CardContent>
          <Typography id="profile-heading" component="h2" variant="h3" gutterBottom>
            <FormattedMessage id="profile.heading" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage id="profile.intro" />
          </Typography>
          <ProfileForm user={user} />
        </CardContent>
      </Card>

      <Card variant="outlined" component="section" aria-labelledby="sign-in-heading">
        <CardContent>
          <Typography id="sign-in-heading" component="h2" variant="h3" gutterBottom>
            <FormattedMessage id="profile.security.heading" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="profile.security.intro" />
          </Typography>
          <ChangePasswordForm />
          <Box sx={{ mt: 3 }}>
            <SignOutEverywhereButton />
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined" component="section" aria-labelledby="your-data-heading">
        <CardContent>
          <Typography id="your-data-heading" component="h2" variant="h3" gutterBottom>
            <FormattedMessage id="profile.data.heading" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="profile.data.intro" />
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <DownloadDataButton />
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForever aria-hidden />}
              onClick={() => setIsDeleteOpen(true)}
            >
              <FormattedMessage id="profile.data.delete" />
            </Button>
          </Box>
        </CardContent>
      </Card>

      <DeleteAccountDialog open={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </Stack>
  );
}
