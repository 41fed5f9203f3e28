import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { useSessionActions } from '../../../lib/session';
import { useSignOutEverywhereMutation } from '../api/profile-api';

/**
 * "Sign out of all devices" (beyond SPEC): ends every session of the account, this one too; the
 * page guard then sends the user to /.
 */
export function SignOutEverywhereButton() {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const { clearSession } = useSessionActions();
  const { toast } = useToast();

  const signOut = async () => {
    try {
      await signOutEverywhere().unwrap();
      clearSession();
      toast({ title: 'Signed out on all devices' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not sign out everywhere',
        description: errorMessageOf(error, 'An error occurred. Please try again.'),
      });
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<Logout aria-hidden />}
      onClick={() => void signOut()}
      disabled={isLoading}
    >
      {isLoading ? 'Signing out...' : 'Sign out of all devices'}
    </Button>
  );
}
