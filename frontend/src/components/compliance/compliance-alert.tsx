import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

import type { ComplianceLevel } from '@app/schengen-rules';

import { COMPLIANCE_ALERTS } from './compliance-alert-texts';

/**
 * SPEC §4 "Status alert": green, yellow, red or strong red with SPEC's message for the level.
 * Shared by the dashboard and the demo (which shows none for warning); its texts are the
 * `dashboard` namespace's.
 */
export function ComplianceAlert({ level, daysUsed }: { level: ComplianceLevel; daysUsed: number }) {
  const alert = COMPLIANCE_ALERTS[level];
  return (
    <Alert severity={alert.severity} variant={alert.variant} data-level={level} role="status">
      <FormattedMessage id={alert.message} values={{ daysUsed }} />
    </Alert>
  );
}
