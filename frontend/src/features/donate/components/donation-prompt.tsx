import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { useAuth } from '../../../lib/session';
import { shouldPromptForDonation } from '../donation-prompt-rule';

// The dialog (and MUI's Dialog) is fetched only for a user who is due to see it: it stays out of
// every page's first load.
const DonationPromptDialog = lazy(() => import('./donation-prompt-dialog'));

/**
 * SPEC §4 "Donation prompt", on every page: a signed-in user who has not donated sees it on every
 * third login. 'Donate' goes to /donate; 'Maybe later' dismisses it until the next qualifying
 * login (the dismissal lasts while the app is open). Never shown on /donate itself.
 */
export function DonationPrompt() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { productName } = useProductConfig();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  if (!user || !shouldPromptForDonation(user) || pathname === paths.donate.path) return null;
  const visit = `${user.id}:${user.login_count}`;
  if (dismissedFor === visit) return null;
  const dismiss = () => setDismissedFor(visit);

  return (
    <Suspense fallback={null}>
      <DonationPromptDialog productName={productName} dismiss={dismiss} />
    </Suspense>
  );
}
