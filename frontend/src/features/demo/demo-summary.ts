import type { DemoEntry } from '@app/contracts';
import {
  type IsoDate,
  type RecordsSummary,
  summariseRecords,
  type Visit,
} from '@app/schengen-rules';

export type DemoVisit = Visit<DemoEntry>;

/**
 * What the demo shows (the rules library's summary on the demo scale of SPEC §9: warning above
 * 60, danger above 75, exceeded above 90), visits newest first.
 */
export type DemoSummary = Omit<RecordsSummary<DemoEntry>, 'today' | 'stays' | 'excludedPeriods'>;

/** What the demo shows about its records on `today` (SPEC §4 "Demo calendar"). */
export function summariseDemo(entries: readonly DemoEntry[], today: IsoDate): DemoSummary {
  const { visits, daysUsed, daysLeft, level, percent, barPercent, isInside } = summariseRecords(
    entries,
    today,
    'demo',
  );
  return { visits, daysUsed, daysLeft, level, percent, barPercent, isInside };
}
