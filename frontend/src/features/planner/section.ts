// The Trip Planner's card: light, part of the dashboard's own code (the planners are in index.ts).
export { TripPlannerSection } from './components/trip-planner-section';
