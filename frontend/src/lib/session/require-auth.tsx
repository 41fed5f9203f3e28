import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { paths } from '../../config/paths';
import { useAuth } from './auth-provider';

// Rare: its code (MUI's Alert) loads only when a guarded page needs it, not with every page.
const AccountLoadError = lazy(() =>
  import('./account-load-error').then((module) => ({ default: module.AccountLoadError })),
);

/**
 * Route guard for signed-in pages (SPEC §2 /dashboard, /admin): a spinner while the user loads,
 * /auth when signed out — or / right after signing out or deleting the account here. When the
 * user could not be read, the error and 'Try Again': nobody is known to be signed out.
 */
export function RequireAuth() {
  const { user, isLoading, isError, retry, hasSignedOut } = useAuth();
  const location = useLocation();
  // Deferred: the page behind the guard then renders in slices, not in one long task.
  const isSettled = useDeferredValue(!isLoading);
  if (!isSettled) return <LoadingSpinner fullPage />;
  if (isError) {
    return (
      <Suspense fallback={<LoadingSpinner fullPage />}>
        <AccountLoadError onRetry={retry} />
      </Suspense>
    );
  }
  if (!user && hasSignedOut) return <Navigate to={paths.home.getHref()} replace />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Route guard for /auth: a signed-in user goes to / (SPEC §2). */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useAuth();
  const isSettled = useDeferredValue(!isLoading);
  if (!isSettled) return <LoadingSpinner fullPage />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
