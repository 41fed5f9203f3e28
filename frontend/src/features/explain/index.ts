// Answers that explain themselves (issue #21). Entry points: ./calendar.ts (the "Why" panel),
// ./status.ts (after an overstay), and this one (days coming back, the planner's trip check).
export { DaysComingBackCard } from './components/days-coming-back-card';
export { TripCheck } from './components/trip-check';
