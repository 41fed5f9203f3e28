/**
 * The compliance level for a number of days used in the last 180 days (SPEC §4, §9), on one of
 * two scales:
 * - `dashboard`: safe below 70; warning 70 to 84; danger 85 to 90; exceeded above 90.
 * - `demo`: warning above 60; danger above 75; exceeded above 90; otherwise safe.
 *
 * @example
 * complianceLevel(74, 'dashboard'); // → 'warning'
 * complianceLevel(74, 'demo'); // → 'warning'
 * complianceLevel(80, 'demo'); // → 'danger'
 */
import { DASHBOARD_THRESHOLDS, DEMO_THRESHOLDS } from '../constants';
import type { ComplianceLevel, ComplianceScale } from '../types';

export function complianceLevel(
  daysUsed: number,
  scale: ComplianceScale = 'dashboard',
): ComplianceLevel {
  if (!Number.isInteger(daysUsed) || daysUsed < 0) {
    throw new RangeError(`Days used must be a whole number of 0 or more, got ${daysUsed}`);
  }
  const thresholds = scale === 'demo' ? DEMO_THRESHOLDS : DASHBOARD_THRESHOLDS;
  if (daysUsed >= thresholds.exceeded) return 'exceeded';
  if (daysUsed >= thresholds.danger) return 'danger';
  if (daysUsed >= thresholds.warning) return 'warning';
  return 'safe';
}
