import { ComplianceAlert } from '../../../components/compliance/compliance-alert';
import { useVisits } from '../../../lib/travel';

/** SPEC §4 "Status alert (dashboard)": green, yellow, red or strong red. */
export function StatusAlert() {
  const { daysUsed, level } = useVisits();
  return <ComplianceAlert level={level} daysUsed={daysUsed} />;
}
