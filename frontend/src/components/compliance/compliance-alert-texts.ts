import type { ComplianceLevel } from '@app/schengen-rules';

/** MUI Alert's look for a level (its `severity` and `variant` props). */
export interface AlertLook {
  severity: 'success' | 'warning' | 'error';
  variant: 'standard' | 'filled';
}

/**
 * SPEC §4 "Status alert": the look and the message (the `dashboard` namespace's, given the days
 * used as `daysUsed`) for each compliance level.
 */
export const COMPLIANCE_ALERTS = {
  safe: { severity: 'success', variant: 'standard', message: 'calendar.alert.safe' },
  warning: { severity: 'warning', variant: 'standard', message: 'calendar.alert.warning' },
  danger: { severity: 'error', variant: 'standard', message: 'calendar.alert.danger' },
  exceeded: { severity: 'error', variant: 'filled', message: 'calendar.alert.exceeded' },
} as const satisfies Record<ComplianceLevel, AlertLook & { message: string }>;
