export { JointPlannerCard } from './components/joint-planner';
export { TravellersCard } from './components/travellers-card';
