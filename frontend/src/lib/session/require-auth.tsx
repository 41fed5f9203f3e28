import Container from '@mui/material/Container';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { LoadErrorAlert } from '../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { paths } from '../../config/paths';
import { useAuth } from './auth-provider';

/** What a guarded page shows when who is signed in could not be read (issue #17). */
export const USER_LOAD_ERROR = 'Your account could not be loaded.';

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
      <Container maxWidth="sm" component="main" sx={{ py: 8 }}>
        <LoadErrorAlert onRetry={retry}>{USER_LOAD_ERROR}</LoadErrorAlert>
      </Container>
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
