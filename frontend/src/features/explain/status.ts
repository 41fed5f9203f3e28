// The overstay notice alone, as an entry point of the feature: the dashboard shows it under its
// status on arrival, without the chart or the planner's parts.
export { OverstayNotice } from './components/overstay-notice';
