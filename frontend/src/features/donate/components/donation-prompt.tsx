import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

import type { UserDto } from '@app/contracts';

import { paths } from '../../../config/paths';
import { withCatalogues } from '../../../lib/i18n/page-language';
import { useProductConfig } from '../../../lib/product-config';
import { useAuth } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { isWholeNumber, useStoredState } from '../../../lib/use-stored-state';
import { shouldPromptForDonation } from '../donation-prompt-rule';

// The dialog (and MUI's Dialog) is fetched only for a user who is due to see it: it stays out of
// every page's first load. Its messages are in the `dashboard` namespace, which only / and
// /dashboard load with their code: they come with it, in the page's language (docs/adr/0035).
const DonationPromptDialog = lazy(() =>
  withCatalogues(() => import('./donation-prompt-dialog'), ['dashboard']),
);

/**
 * SPEC §4 "Donation prompt", on every page: a signed-in user who has not donated sees it on every
 * third login. 'Donate' goes to /donate; 'Maybe later' dismisses it for the rest of that sign-in:
 * the login count it was dismissed at is kept in this browser per user, so reloading the page or
 * opening another tab does not bring it back, and the next qualifying sign-in does. Never shown on
 * /donate itself.
 */
export function DonationPrompt() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || !shouldPromptForDonation(user) || pathname === paths.donate.path) return null;
  return <DuePrompt user={user} />;
}

function DuePrompt({ user }: { user: Pick<UserDto, 'id' | 'login_count'> }) {
  const { productName } = useProductConfig();
  const [dismissedAtLogin, setDismissedAtLogin] = useStoredState<number | null>(
    `${STORAGE_KEYS.donationPromptDismissed}.${user.id}`,
    isWholeNumber,
    null,
  );
  if (dismissedAtLogin === user.login_count) return null;
  return (
    <Suspense fallback={null}>
      <DonationPromptDialog
        productName={productName}
        dismiss={() => setDismissedAtLogin(user.login_count)}
      />
    </Suspense>
  );
}
