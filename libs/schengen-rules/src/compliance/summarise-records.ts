/**
 * What the 90/180 rule says about a traveller's records on `today`, on a compliance scale (SPEC
 * §4, §9): the visits (newest first), their stays, days used and left, the level, the usage
 * percentages and whether the traveller is inside. The dashboard's status (the SPA), the demo's
 * (on the demo scale) and the travel service's `GET /api/status` are this one summary.
 *
 * @example
 * summariseRecords(records, '2025-06-15', 'dashboard').daysLeft; // → 80
 */
import type { ComplianceLevel, ComplianceScale, ExcludedPeriod, IsoDate, Stay } from '../types';
import { isInside } from '../presence/is-inside';
import type { TravelRecord } from '../visits/travel-record';
import { pairVisits, type Visit } from '../visits/pair-visits';
import { visitsToStays } from '../visits/visits-to-stays';
import { daysLeft } from '../window/days-left';
import { daysUsed } from '../window/days-used';
import { complianceLevel } from './compliance-level';
import { usageBarPercent, usagePercent } from './usage-percent';

export interface RecordsSummary<R extends TravelRecord> {
  today: IsoDate;
  /**
   * The traveller's residence permits and long-stay visas (issue #22): every count of `stays`
   * passes them with today (`{ today, excludedPeriods }`), so their days never count.
   */
  excludedPeriods: readonly ExcludedPeriod[];
  /** Newest first. */
  visits: Visit<R>[];
  stays: Stay[];
  daysUsed: number;
  daysLeft: number;
  level: ComplianceLevel;
  percent: number;
  barPercent: number;
  isInside: boolean;
}

export function summariseRecords<R extends TravelRecord>(
  records: readonly R[],
  today: IsoDate,
  scale: ComplianceScale,
  excludedPeriods: readonly ExcludedPeriod[] = [],
): RecordsSummary<R> {
  const visits = pairVisits(records, { today });
  const stays = visitsToStays(visits, { withCountry: true });
  const rules = { today, excludedPeriods };
  const used = daysUsed(stays, today, rules);
  return {
    today,
    excludedPeriods,
    visits,
    stays,
    daysUsed: used,
    daysLeft: daysLeft(stays, today, rules),
    level: complianceLevel(used, scale),
    percent: usagePercent(used),
    barPercent: usageBarPercent(used),
    isInside: isInside(stays, today),
  };
}
