/**
 * The 12-month year calendar grid used by the dashboard (travel) and the demo. Its texts are the
 * `dashboard` namespace's messages (issue #21): a page that shows it loads that namespace.
 */
export { CalendarLegend } from './calendar-legend';
export {
  overlappingSpan,
  spanAt,
  visitSpans,
  type CalendarVisit,
  type VisitSpan,
} from './calendar-model';
export { countryName } from './country-name';
export { SelectionBanner } from './selection-banner';
export { useCancelOnEscape } from './use-cancel-on-escape';
export { CALENDAR_MAX_YEAR, useCalendarYear, type CalendarYear } from './use-calendar-year';
export { YearCalendar, type CalendarRecord, type YearCalendarProps } from './year-calendar';
export { YearNavigation } from './year-navigation';
