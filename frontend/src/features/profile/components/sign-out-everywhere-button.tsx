import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { useSessionActions } from '../../../lib/session';
import { useSignOutEverywhereMutation } from '../api/profile-api';

/**
 * "Sign out of all devices" (beyond SPEC): ends every session of the account, this one too; the
 * page guard then sends the user to /.
 */
export function SignOutEverywhereButton() {
  const intl = useIntl();
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const { clearSession } = useSessionActions();
  const { toast } = useToast();

  const signOut = async () => {
    try {
      await signOutEverywhere().unwrap();
      clearSession();
      toast({ title: intl.formatMessage({ id: 'profile.signOutAll.done' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.signOutAll.failed' }),
        description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
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
      {intl.formatMessage({
        id: isLoading ? 'profile.signOutAll.pending' : 'profile.signOutAll.button',
      })}
    </Button>
  );
}
