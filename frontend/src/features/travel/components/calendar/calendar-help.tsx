import Alert from '@mui/material/Alert';
import { FormattedMessage, useIntl } from 'react-intl';

import { STORAGE_KEYS } from '../../../../lib/storage';
import { isBoolean, useStoredState } from '../../../../lib/use-stored-state';

/** SPEC §2: the dismissible help banner; dismissal is remembered in this browser. */
export function CalendarHelp() {
  const intl = useIntl();
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
      slotProps={{
        closeButton: { 'aria-label': intl.formatMessage({ id: 'dashboard.calendar.dismissHelp' }) },
      }}
    >
      <FormattedMessage id="dashboard.calendar.help" />
    </Alert>
  );
}
