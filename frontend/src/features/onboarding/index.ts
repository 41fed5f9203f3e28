export { DashboardTutorialDialog } from './components/dashboard-tutorial-dialog';
export { TutorialButton } from './components/tutorial-button';
