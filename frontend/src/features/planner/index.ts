export { JointPlannerCard } from './components/joint-planner';
export { TripPlanners } from './components/trip-planners';
