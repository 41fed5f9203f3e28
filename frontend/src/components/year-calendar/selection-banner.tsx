import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import type { IsoDate } from '@app/schengen-rules';

import { formatLongDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n/language-provider';

/**
 * SPEC §2, §4: the green banner while a visit is being created on a calendar (the dashboard's
 * and the demo's), with Cancel. Escape does what Cancel does (`useCancelOnEscape`).
 */
export function SelectionBanner({ start, onCancel }: { start: IsoDate; onCancel: () => void }) {
  const language = useLanguage();
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onCancel}>
          <FormattedMessage id="calendar.cancel" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage
          id="calendar.started"
          values={{ date: formatLongDate(start, language) }}
        />
      </AlertTitle>
      <FormattedMessage id="calendar.completeHint" />
    </Alert>
  );
}
