export { CalendarView } from './components/calendar/calendar-view';
export { TravelHistory } from './components/travel-history';
export { TravelStatus } from './components/travel-status';
