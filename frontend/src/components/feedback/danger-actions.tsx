import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface DangerActionsProps {
  /** The cancel button's text. */
  cancel: ReactNode;
  /** The confirmation's text (what will be deleted), or its in-progress text while `busy`. */
  confirm: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** The change is being sent: neither button can be pressed again. */
  busy?: boolean;
}

/**
 * The actions of a dialog that confirms a change that cannot be undone (deleting a visit, a
 * traveller, a user or one of their records): Cancel, then the confirmation, red and contained.
 *
 * @example
 * <DangerActions cancel="Cancel" confirm="Delete" onCancel={close} onConfirm={remove} busy={isLoading} />
 */
export function DangerActions({
  cancel,
  confirm,
  onCancel,
  onConfirm,
  busy = false,
}: DangerActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancel}
      </Button>
      <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
        {confirm}
      </Button>
    </DialogActions>
  );
}
