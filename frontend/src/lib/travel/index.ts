/**
 * The signed-in traveller's records and what the 90/180 rule says about them, shared by every
 * feature that shows them (travel, checks, planner, reports): the entries API, `useVisits` and the
 * user's today.
 */
export * from './travel-entries-api';
export * from './excluded-periods-api';
export { TRAVELLER_PARAM, travellerOf, useTravellerId } from './traveller-param';
export { type ShownPassport, useShownPassport } from './shown-passport';
export { TodayProvider, todayIn, useToday } from './use-today';
export {
  completedVisitFacts,
  summariseVisits,
  useVisits,
  type EntriesLoadState,
  type CompletedVisitFacts,
  type TravelVisit,
  type VisitSummary,
} from './use-visits';
