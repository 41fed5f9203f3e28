import type { DemoEntry } from '@app/contracts';
import {
  type ComplianceLevel,
  complianceLevel,
  daysLeft,
  daysUsed,
  type IsoDate,
  isInside,
  pairVisits,
  usageBarPercent,
  usagePercent,
  type Visit,
  visitsToStays,
} from '@app/schengen-rules';

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
  const visits = pairVisits(entries, { today });
  const stays = visitsToStays(visits);
  const used = daysUsed(stays, today, { today });
  return {
    visits,
    daysUsed: used,
    daysLeft: daysLeft(stays, today, { today }),
    level: complianceLevel(used, 'demo'),
    percent: usagePercent(used),
    barPercent: usageBarPercent(used),
    isInside: isInside(stays, today),
  };
}
