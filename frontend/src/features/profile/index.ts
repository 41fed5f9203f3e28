export { ProfileSection } from './components/profile-section';
