/**
 * @app/schengen-rules: the one place where the Schengen 90/180 rule and its sibling checks are
 * computed. Pure functions over ISO `YYYY-MM-DD` dates; "today" is always a parameter.
 */
export type {
  ComplianceLevel,
  ComplianceScale,
  CountedStay,
  DateRange,
  ExcludedPeriod,
  ExcludedPeriodKind,
  IsoDate,
  JointTraveller,
  RuleOptions,
  Stay,
  UncountedDays,
  UncountedReason,
} from './types';
export {
  CALENDAR_MIN_YEAR,
  DASHBOARD_THRESHOLDS,
  DEMO_THRESHOLDS,
  EARLIEST_ENTRY_SEARCH_YEARS,
  EES_START_DATE,
  ETIAS_START_YEAR,
  MAX_DAYS_IN_WINDOW,
  PASSPORT_MAX_AGE_YEARS,
  PASSPORT_VALIDITY_AFTER_EXIT_MONTHS,
  PASSPORT_WARNING_DAYS,
  WINDOW_DAYS,
} from './constants';

export {
  addDays,
  addMonths,
  addYears,
  assertIsoDate,
  compareIsoDates,
  differenceInDays,
  eachDay,
  inclusiveDays,
  isIsoDate,
  isoDateInTimeZone,
  userToday,
} from './dates/iso-date';

export { daysUsed } from './window/days-used';
export { daysLeft } from './window/days-left';
export { lastDayToStay } from './window/last-day-to-stay';
export { lastDayToStayOn } from './window/last-day-to-stay-on';
export { type DayUsage, dailyUsage } from './window/daily-usage';
export { type DayExplanation, explainDay } from './window/explain-day';
export { type DayRegain, type DaysComingBack, daysComingBack } from './window/days-coming-back';
export { uncountedDays } from './window/uncounted-days';

export { type PlannedStay, isStayAllowed } from './planning/is-stay-allowed';
export { latestExit } from './planning/latest-exit';
export { earliestEntryFor } from './planning/earliest-entry-for';
export {
  type AllowedPlannedStay,
  type PlanExplanationOptions,
  type PlannedStayExplanation,
  type RefusedPlannedStay,
  explainPlannedStay,
} from './planning/explain-planned-stay';
export { entryAfterOverstay } from './planning/entry-after-overstay';
export { jointLongestStay } from './planning/joint-longest-stay';
export { jointEarliestStart } from './planning/joint-earliest-start';

export type { TravelRecord } from './visits/travel-record';
export { type PairOptions, type Visit, pairVisits } from './visits/pair-visits';
export { findOrphanExits } from './visits/find-orphan-exits';
export { type VisitsToStaysOptions, visitsToStays } from './visits/visits-to-stays';
export { visitRange } from './visits/visit-range';
export { visitOn } from './visits/visit-on';
export { overlappingVisit } from './visits/overlapping-visit';

export { SCHENGEN_MEMBERSHIP, type SchengenMembership } from './countries/schengen-membership';
export {
  SCHENGEN_MEMBERSHIP_SOURCES,
  type SchengenMembershipSource,
} from './countries/schengen-membership-sources';
export { schengenCountsFrom } from './countries/schengen-counts-from';

export { complianceLevel } from './compliance/compliance-level';
export { usageBarPercent, usagePercent } from './compliance/usage-percent';
export { type RecordsSummary, summariseRecords } from './compliance/summarise-records';
export { isInside } from './presence/is-inside';

export {
  type PassportCheck,
  type PassportDates,
  type PassportLevel,
  type PassportMessage,
  type PassportMessageCode,
  type PassportRuleStatus,
  type PassportTrip,
  checkPassport,
} from './passport/check-passport';
export { checkPassportAgainstStays } from './passport/check-passport-against-stays';

export {
  type InsurancePeriodUsage,
  insurancePeriodUsage,
} from './insurance/insurance-period-usage';
export { type InsurancePresets, insurancePresets } from './insurance/insurance-presets';

export { countEesAffectedStays, needsEesWarning } from './ees/needs-ees-warning';
