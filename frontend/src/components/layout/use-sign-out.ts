import { useCallback } from 'react';

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

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
      clearSession();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Logout failed',
        description: isApiError(error)
          ? errorMessageOf(error, error.message)
          : 'An error occurred. Please try again.',
      });
    }
  }, [logout, clearSession, toast]);

  return { signOut, isSigningOut: isLoading };
}
