import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AdminUserListItemDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { DangerActions } from '../../../components/feedback/danger-actions';
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
  const intl = useIntl();

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser(user.id).unwrap();
      toast({ title: intl.formatMessage({ id: 'admin.deleteUser.done' }) });
      onDone(user.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.deleteUser.failed' }),
        description: failureMessageOf(error, intl),
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
      <DialogTitle id="delete-user-title">
        <FormattedMessage id="admin.deleteUser.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text" component="div">
          <FormattedMessage
            id="admin.deleteUser.confirm"
            values={{
              username: user?.username ?? '',
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
          <ul>
            <li>
              <FormattedMessage id="admin.deleteUser.account" />
            </li>
            <li>
              <FormattedMessage
                id="admin.deleteUser.entries"
                values={{ count: user?.entry_count ?? 0 }}
              />
            </li>
            <li>
              <FormattedMessage id="admin.deleteUser.data" />
            </li>
          </ul>
          <Typography component="span" color="error" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="admin.deleteUser.irreversible" />
          </Typography>
        </DialogContentText>
      </DialogContent>
      <DangerActions
        cancel={<FormattedMessage id="admin.cancel" />}
        confirm={<FormattedMessage id={isLoading ? 'admin.deleting' : 'admin.deleteUser.button'} />}
        onCancel={() => onDone(null)}
        onConfirm={() => void confirm()}
        busy={isLoading}
      />
    </Dialog>
  );
}
