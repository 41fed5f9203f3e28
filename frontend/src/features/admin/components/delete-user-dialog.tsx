import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import type { AdminUserListItemDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { formatCount } from '../../../lib/plural';
import { failureMessageOf } from '../admin-format';
import { useDeleteUserMutation } from '../api/admin-api';

interface DeleteUserDialogProps {
  /** The user pending deletion (SPEC §4); null when the dialog is closed. */
  user: AdminUserListItemDto | null;
  onDone: (deletedUserId: string | null) => void;
}

/**
 * SPEC §2 Delete User confirmation. Success or failure, the pending user clears (SPEC §4); after a
 * success the stats reload (the mutation invalidates them).
 */
export function DeleteUserDialog({ user, onDone }: DeleteUserDialogProps) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const { toast } = useToast();

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id).unwrap();
      toast({ title: 'User deleted successfully' });
      onDone(user.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to delete user',
        description: failureMessageOf(error),
      });
      onDone(null);
    }
  };

  return (
    <Dialog
      open={user !== null}
      onClose={() => (isLoading ? undefined : onDone(null))}
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-user-title">Delete User</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text" component="div">
          Are you sure you want to delete user <strong>{user?.username}</strong>? This will
          permanently remove:
          <ul>
            <li>The user account and profile</li>
            <li>All travel entries ({formatCount(user?.entry_count ?? 0, 'entry')})</li>
            <li>All associated data</li>
          </ul>
          <Typography component="span" color="error" sx={{ fontWeight: 600 }}>
            This action cannot be undone.
          </Typography>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(null)} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={isLoading}
        >
          {isLoading ? 'Deleting...' : 'Delete User'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
