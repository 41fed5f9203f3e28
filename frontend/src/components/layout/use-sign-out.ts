import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { errorMessageOf, isApiError } from '../../lib/api';
import { useLogoutMutation, useSessionActions } from '../../lib/session';
import { useToast } from '../feedback/toast';

/**
 * Sign Out: POST /api/logout, then signed out (the page guard sends the user to /); 'Logout
 * failed' on failure (SPEC §8).
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const { clearSession } = useSessionActions();
  const { toast } = useToast();
  const intl = useIntl();

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
      clearSession();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'app.logoutFailed' }),
        description: isApiError(error)
          ? errorMessageOf(error, error.message)
          : intl.formatMessage({ id: 'common.tryAgain' }),
      });
    }
  }, [logout, clearSession, toast, intl]);

  return { signOut, isSigningOut: isLoading };
}
