export { ProfileSection } from './components/profile-section';
export { UnsubscribePage } from './components/unsubscribe-page';
