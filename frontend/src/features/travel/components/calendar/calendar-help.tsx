import Alert from '@mui/material/Alert';

import { STORAGE_KEYS } from '../../../../lib/storage';
import { isBoolean, useStoredState } from '../../../../lib/use-stored-state';

/** SPEC §2: the dismissible help banner; dismissal is remembered in this browser. */
export function CalendarHelp() {
  const [isDismissed, setIsDismissed] = useStoredState(
    STORAGE_KEYS.calendarHelpDismissed,
    isBoolean,
    false,
  );
  if (isDismissed) return null;
  return (
    <Alert
      severity="info"
      role="note"
      onClose={() => setIsDismissed(true)}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss calendar help' } }}
    >
      Click on the calendar to enter a visit, or enter one manually in Travel History.
    </Alert>
  );
}
