// The travel calendar alone, as an entry point of the feature: the dashboard shows it on arrival
// without loading the travel history's forms and dialogs that ./index.ts brings along (an import
// of ./index.ts evaluates every module it re-exports).
export { CalendarView } from './components/calendar/calendar-view';
