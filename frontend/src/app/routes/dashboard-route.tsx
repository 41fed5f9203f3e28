import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

import { AppFrame } from '../../components/layout/app-frame';
import { ProfileSection } from '../../features/profile';
import { useDocumentTitle } from '../../lib/product-config';
import { useAuth } from '../../lib/session';

/** The signed-in home (SPEC §2 Dashboard). The travel cards and tabs arrive in the next issue. */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const name = user?.first_name?.trim() || user?.username;
  return (
    <AppFrame>
      <Typography component="h1" variant="h1" gutterBottom>
        Welcome back, {name}!
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 4 }}>
        Your travel dashboard (days used, calendar and travel history) is on its way. Meanwhile you
        can set up your profile and passport dates below.
      </Alert>
      <ProfileSection />
    </AppFrame>
  );
}
