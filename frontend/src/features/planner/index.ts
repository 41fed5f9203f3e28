export { TripPlannerCard } from './components/trip-planner-card';
