import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { AppFrame } from '../../components/layout/app-frame';
import { TravelStatus } from '../../features/travel/status';
import { preloadModule } from '../../lib/preloaded-module';
import { useDocumentTitle } from '../../lib/product-config';
import { useAuth } from '../../lib/session';

// Everything below the status (tabs, calendar, forms, cards: most of the page's code) is its own
// chunk, which starts loading when this module runs: the heading and the status do not wait for
// it, and once it is here (in practice, before the user's data) the page renders all at once.
const sections = preloadModule(() => import('./dashboard-sections'));

function Sections() {
  const { DashboardSections: LoadedSections } = use(sections);
  return <LoadedSections />;
}

/** A screen tall while loading, so that nothing in view moves when the sections arrive. */
function SectionsPlaceholder() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingSpinner />
    </Box>
  );
}

/** The signed-in home (SPEC §2 Dashboard): status, then the three tabs (Calendar View first). */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const name = user?.first_name?.trim() || user?.username;
  return (
    <AppFrame>
      <Typography component="h1" variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Welcome back, {name}!
      </Typography>
      <TravelStatus />
      <Suspense fallback={<SectionsPlaceholder />}>
        <Sections />
      </Suspense>
    </AppFrame>
  );
}
