import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import type { TravelEntryDto } from '@app/contracts';

import { useToast } from '../../../components/feedback/toast';
import { failureMessageOf, formatDay } from '../admin-format';
import { useDeleteUserEntryMutation } from '../api/admin-api';

interface DeleteEntryDialogProps {
  /** The entry pending deletion (SPEC §4); null when the dialog is closed. */
  entry: TravelEntryDto | null;
  userId: string;
  onDone: () => void;
}

/**
 * SPEC §2 'Delete Travel Entry': shows the record and deletes it. Afterwards the user's entries
 * and the stats reload (the mutation invalidates both) and the pending entry clears, also on
 * failure (SPEC §4).
 */
export function DeleteEntryDialog({ entry, userId, onDone }: DeleteEntryDialogProps) {
  const [deleteEntry, { isLoading }] = useDeleteUserEntryMutation();
  const { toast } = useToast();

  const confirm = async () => {
    if (!entry) return;
    try {
      await deleteEntry({ userId, entryId: entry.id }).unwrap();
      toast({ title: 'Entry deleted successfully' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to delete entry',
        description: failureMessageOf(error),
      });
    }
    onDone();
  };

  return (
    <Dialog
      open={entry !== null}
      onClose={() => (isLoading ? undefined : onDone())}
      aria-labelledby="delete-entry-title"
      aria-describedby="delete-entry-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-entry-title">Delete Travel Entry</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-entry-text" component="div">
          Are you sure you want to delete this travel entry?
          {entry ? (
            <dl>
              <dt>Type</dt>
              <dd>{entry.entry_type === 'entry' ? 'Entry' : 'Exit'}</dd>
              <dt>Date</dt>
              <dd>{formatDay(entry.entry_date)}</dd>
              <dt>Country</dt>
              <dd>{entry.country || '-'}</dd>
              <dt>Notes</dt>
              <dd>{entry.notes || '-'}</dd>
            </dl>
          ) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={isLoading}
        >
          {isLoading ? 'Deleting...' : 'Delete Entry'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
