import type { ComplianceLevel } from '@app/schengen-rules';

/** MUI Alert's look for a level (its `severity` and `variant` props). */
export interface AlertLook {
  severity: 'success' | 'warning' | 'error';
  variant: 'standard' | 'filled';
}

/**
 * SPEC §4 "Status alert": the look and the message for each compliance level. Without React or
 * MUI: the early status script (src/early-dashboard-status.ts) writes the same message.
 */
export const COMPLIANCE_ALERTS: Record<
  ComplianceLevel,
  AlertLook & { text: (n: number) => string }
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
