import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import type { IsoDate } from '@app/schengen-rules';

import { formatLongDate } from '../../lib/dates';

/**
 * SPEC §2, §4: the green banner while a visit is being created on a calendar (the dashboard's
 * and the demo's), with Cancel. Escape does what Cancel does (`useCancelOnEscape`).
 */
export function SelectionBanner({ start, onCancel }: { start: IsoDate; onCancel: () => void }) {
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      <AlertTitle>Visit started on {formatLongDate(start)}</AlertTitle>
      Click another day to complete this visit
    </Alert>
  );
}
