export { TripPlanners } from './components/trip-planners';
