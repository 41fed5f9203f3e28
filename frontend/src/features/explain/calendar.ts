// The calendar's "Why" panel alone, as an entry point of the feature: the dashboard's calendar
// (features/travel, composed by the route) takes its switch and dialog as its `explainer`,
// without the chart and the planner's parts.
export { WhyDialog } from './components/why-dialog';
export { WhyModeSwitch } from './components/why-mode-switch';
