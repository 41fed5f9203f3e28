export { AuthProvider, type AuthState, useAuth } from './auth-provider';
export { RedirectIfSignedIn, RequireAuth } from './require-auth';
export {
  sessionApi,
  signedIn,
  signedOut,
  useGetCurrentUserQuery,
  useLogoutMutation,
} from './session-api';
export { useAcknowledgeSignOut, useSessionActions } from './use-session-actions';
