import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import type { UserDto } from '@app/contracts';

import { AppFrame } from '../../components/layout/app-frame';
import { hydratedLater } from '../../components/layout/hydrated-later';
import { OfflineNotice } from '../../features/offline';
import { TravelStatus } from '../../features/travel/status';
import { TravellerSwitcher } from '../../features/travellers/switcher';
import { withCatalogues } from '../../lib/i18n/page-language';
import { useDocumentTitle } from '../../lib/product-config';
import { useAuth } from '../../lib/session';
import { DashboardSections } from './dashboard-sections';

// Shown only over 90 days: its code (and the explanations' texts) is not part of the page's own.
const OverstayNotice = hydratedLater(() =>
  withCatalogues(() => import('../../features/explain/status'), ['explain']).then(
    (module) => module.OverstayNotice,
  ),
);

/** The dashboard's frame and welcome heading. */
export function DashboardPage({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AppFrame>
      <Typography component="h1" variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="dashboard.welcome" values={{ name }} />
      </Typography>
      {children}
    </AppFrame>
  );
}

/** The name the dashboard welcomes: the first name, else the username. */
export function displayName(user: Pick<UserDto, 'first_name' | 'username'>): string {
  return user.first_name?.trim() || user.username;
}

/** The signed-in home (SPEC §2 Dashboard): status, then the three tabs (Calendar View first). */
export function DashboardRoute() {
  useDocumentTitle('title.dashboard');
  const { user } = useAuth();
  return (
    <DashboardPage name={user ? displayName(user) : ''}>
      <OfflineNotice />
      <TravellerSwitcher />
      <TravelStatus />
      <OverstayNotice />
      <DashboardSections />
    </DashboardPage>
  );
}
