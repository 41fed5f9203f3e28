// The travel status alone, as a second entry point of the feature: the dashboard paints it (and
// its welcome heading) without loading the calendar, and the visit forms that ./index.ts
// brings along (an import of ./index.ts evaluates every module it re-exports).
export { TravelStatus, TravelStatusView } from './components/travel-status';
