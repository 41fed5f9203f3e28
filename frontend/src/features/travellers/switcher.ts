// The traveller switcher alone, as a second entry point of the feature: the dashboard's first
// view shows it without the travellers card and the joint planner that ./index.ts brings along.
export { TravellerSwitcher } from './components/traveller-switcher';
