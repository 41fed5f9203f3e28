export { ProfileSection } from './components/profile-section';
export { ConfirmEmailPage } from './components/confirm-email-page';
export { UnsubscribePage } from './components/unsubscribe-page';
