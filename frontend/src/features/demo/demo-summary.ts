import type { DemoEntry } from '@app/contracts';
import type { ComplianceLevel, IsoDate, Visit } from '@app/schengen-rules';

import { summariseRecords } from '../../lib/travel/summarise-visits';

export type DemoVisit = Visit<DemoEntry>;

export interface DemoSummary {
  /** Newest first. */
  visits: DemoVisit[];
  daysUsed: number;
  daysLeft: number;
  /** On the demo scale of SPEC §9: warning above 60, danger above 75, exceeded above 90. */
  level: ComplianceLevel;
  percent: number;
  barPercent: number;
  /** SPEC §4: Inside when today falls in a visit, otherwise Outside. */
  isInside: boolean;
}

/** What the demo shows about its records on `today` (SPEC §4 "Demo calendar"). */
export function summariseDemo(entries: readonly DemoEntry[], today: IsoDate): DemoSummary {
  const { visits, daysUsed, daysLeft, level, percent, barPercent, isInside } = summariseRecords(
    entries,
    today,
    'demo',
  );
  return { visits, daysUsed, daysLeft, level, percent, barPercent, isInside };
}
