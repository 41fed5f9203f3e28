import type { ComplianceLevelName } from '@app/contracts';
import { MAX_DAYS_IN_WINDOW } from '@app/schengen-rules';

/**
 * The dashboard's status alert text for a level (SPEC §4 "Status alert"), so that e-mails say
 * what the dashboard says.
 *
 * @example
 * statusMessage('warning', 74) // → "Caution: You've used 74 out of 90 days"
 */
export function statusMessage(level: ComplianceLevelName, daysUsed: number): string {
  switch (level) {
    case 'safe':
      return "You're well within limits. Continue tracking your travels.";
    case 'warning':
      return `Caution: You've used ${daysUsed} out of ${MAX_DAYS_IN_WINDOW} days`;
    case 'danger':
      return "Warning: You're approaching the 90-day limit!";
    case 'exceeded':
      return 'STOP: You need to reduce your days as you are over the 90 day limit in a 180 day period';
  }
}
