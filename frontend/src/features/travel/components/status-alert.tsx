import type { ComplianceLevel } from '@app/schengen-rules';

import { ComplianceAlert } from '../../../components/compliance/compliance-alert';

/** SPEC §4 "Status alert (dashboard)": green, yellow, red or strong red. */
export function StatusAlert({ level, daysUsed }: { level: ComplianceLevel; daysUsed: number }) {
  return <ComplianceAlert level={level} daysUsed={daysUsed} />;
}
