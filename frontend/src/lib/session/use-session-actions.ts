import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';

import type { UserDto } from '@app/contracts';

import { useAuth, useSignedOutFlag } from './auth-provider';
import { signedIn, signedOut } from './session-api';

/**
 * Writes the session cache from features that learn about it (sign-in answers, profile updates,
 * sign-out, account deletion) without each of them knowing the cache's shape.
 */
export function useSessionActions() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const setHasSignedOut = useSignedOutFlag();
  const setUser = useCallback(
    (user: UserDto) => {
      setHasSignedOut(false);
      dispatch(signedIn(user));
    },
    [dispatch, setHasSignedOut],
  );
  /** Forgets the user; a guarded page the user is on then sends them to / (RequireAuth). */
  const clearSession = useCallback(() => {
    setHasSignedOut(true);
    dispatch(signedOut());
  }, [dispatch, setHasSignedOut]);
  return useMemo(() => ({ setUser, clearSession }), [setUser, clearSession]);
}

/**
 * Called by the page a sign-out lands on (/): from here on, guarded pages send a signed-out
 * visitor to /auth again (SPEC §2).
 */
export function useAcknowledgeSignOut(): void {
  const { hasSignedOut } = useAuth();
  const setHasSignedOut = useSignedOutFlag();
  useEffect(() => {
    if (hasSignedOut) setHasSignedOut(false);
  }, [hasSignedOut, setHasSignedOut]);
}
