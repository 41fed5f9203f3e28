import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, use } from 'react';

import type { UserDto } from '@app/contracts';

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
export function SectionsPlaceholder() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingSpinner />
    </Box>
  );
}

/**
 * The dashboard's frame and welcome heading, which the build also prerenders for the gateway to
 * fill in per user (app/prerender/pages.tsx): the heading is the page's largest paint, and painted
 * from the HTML it does not wait for the app (docs/adr/0015).
 */
export function DashboardPage({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AppFrame>
      <Typography component="h1" variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Welcome back, {name}!
      </Typography>
      {children}
    </AppFrame>
  );
}

/**
 * The name the dashboard welcomes: the first name, else the username. The gateway writes the same
 * into the prerendered page (gateway/src/pages/dashboard-page.ts).
 */
export function displayName(user: Pick<UserDto, 'first_name' | 'username'>): string {
  return user.first_name?.trim() || user.username;
}

/** The signed-in home (SPEC §2 Dashboard): status, then the three tabs (Calendar View first). */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return (
    <DashboardPage name={user ? displayName(user) : ''}>
      <TravelStatus />
      <Suspense fallback={<SectionsPlaceholder />}>
        <Sections />
      </Suspense>
    </DashboardPage>
  );
}
