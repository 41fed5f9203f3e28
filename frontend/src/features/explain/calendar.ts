// The calendar's "Why" panel alone, as an entry point of the feature: the dashboard's calendar
// (features/travel, composed by the route) takes it without the chart and the planner's parts.
import { WhyDialog } from './components/why-dialog';
import { WhyModeSwitch } from './components/why-mode-switch';

/** What the travel calendar needs to explain a day (its `explainer` prop). */
export const calendarExplainer = { ModeSwitch: WhyModeSwitch, Dialog: WhyDialog };
export { WhyDialog, WhyModeSwitch };
