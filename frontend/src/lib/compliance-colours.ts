import type { ComplianceLevel } from '@app/schengen-rules';

/** SPEC §4: card and bar colours follow the status (green, yellow, red, dark red). */
export const LEVEL_COLOUR: Record<ComplianceLevel, string> = {
  safe: 'success.main',
  warning: 'warning.main',
  danger: 'error.main',
  exceeded: 'error.dark',
};
