import Alert, { type AlertProps } from '@mui/material/Alert';

import type { ComplianceLevel } from '@app/schengen-rules';

const ALERTS: Record<
  ComplianceLevel,
  { severity: AlertProps['severity']; variant: AlertProps['variant']; text: (n: number) => string }
> = {
  safe: {
    severity: 'success',
    variant: 'standard',
    text: () => "You're well within limits. Continue tracking your travels.",
  },
  warning: {
    severity: 'warning',
    variant: 'standard',
    text: (n) => `Caution: You've used ${n} out of 90 days`,
  },
  danger: {
    severity: 'error',
    variant: 'standard',
    text: () => "Warning: You're approaching the 90-day limit!",
  },
  exceeded: {
    severity: 'error',
    variant: 'filled',
    text: () =>
      'STOP: You need to reduce your days as you are over the 90 day limit in a 180 day period',
  },
};

/**
 * SPEC §4 "Status alert": green, yellow, red or strong red with SPEC's message for the level.
 * Shared by the dashboard and the demo (which shows none for warning).
 */
export function ComplianceAlert({ level, daysUsed }: { level: ComplianceLevel; daysUsed: number }) {
  const alert = ALERTS[level];
  return (
    <Alert severity={alert.severity} variant={alert.variant} data-level={level} role="status">
      {alert.text(daysUsed)}
    </Alert>
  );
}
