import type { ComplianceLevel } from '@app/schengen-rules';

import { ComplianceAlert } from '../../../components/compliance/compliance-alert';

/**
 * SPEC §4 "Status alert", demo: safe, danger and exceeded say what the dashboard says; warning
 * shows no alert.
 */
export function DemoStatusAlert({ level, daysUsed }: { level: ComplianceLevel; daysUsed: number }) {
  if (level === 'warning') return null;
  return <ComplianceAlert level={level} daysUsed={daysUsed} />;
}
