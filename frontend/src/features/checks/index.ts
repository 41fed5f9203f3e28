export { DashboardCards } from './components/dashboard-cards';
