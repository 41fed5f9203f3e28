export { CalendarPlaceholder } from './components/calendar-placeholder';
export { TravelHistory } from './components/travel-history';
export { TravelStatus } from './components/travel-status';
export { TodayProvider, useToday } from './hooks/use-today';
