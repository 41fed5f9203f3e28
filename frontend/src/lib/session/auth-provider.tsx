import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

import type { UserDto } from '@app/contracts';

import { useIsServerRender } from '../server-render';
import { useGetCurrentUserQuery } from './session-api';

export interface AuthState {
  /** The signed-in user, or null when signed out or still loading. */
  user: UserDto | null;
  /** True while the current user is loading (SPEC §4). */
  isLoading: boolean;
  /**
   * True when GET /api/user failed (after its one retry) for another reason than a 401: who is
   * signed in is unknown, so a guarded page shows the error and `retry`, not the sign-in page.
   */
  isError: boolean;
  /** Reads the current user again. */
  retry: () => void;
  /**
   * True after the user signed out (or deleted the account) in this tab: guarded pages then
   * send them home rather than to the sign-in page.
   */
  hasSignedOut: boolean;
}

const AuthContext = createContext<AuthState | null>(null);
const SignedOutFlagContext = createContext<((value: boolean) => void) | null>(null);

/**
 * Loads the current user once (GET /api/user) and shares it. The user itself lives in the
 * RTK Query cache; this provider exposes it under SPEC §4's name.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const {
    data,
    isLoading,
    isUninitialized,
    isError: hasFailed,
    refetch,
  } = useGetCurrentUserQuery();
  const [hasSignedOut, setHasSignedOut] = useState(false);
  // On the server a failed read shows the loading state: the browser reads the user again.
  const isServerRender = useIsServerRender();
  const isFailed = hasFailed && data === undefined;
  const isError = isFailed && !isServerRender;
  const isPending = isLoading || isUninitialized || (isFailed && isServerRender);
  const value = useMemo<AuthState>(
    () => ({
      user: data ?? null,
      isLoading: isPending,
      isError,
      retry: refetch,
      hasSignedOut,
    }),
    [data, isPending, isError, refetch, hasSignedOut],
  );
  return (
    <SignedOutFlagContext.Provider value={setHasSignedOut}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </SignedOutFlagContext.Provider>
  );
}

/** The current user and its loading flag. Throws outside an AuthProvider (SPEC §4). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === null) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

/** For use-session-actions.ts only. */
export function useSignedOutFlag(): (value: boolean) => void {
  const set = useContext(SignedOutFlagContext);
  if (set === null) throw new Error('useAuth must be used within an AuthProvider');
  return set;
}
