// The e-mail confirmation page alone, as another entry point of the feature (like ./unsubscribe.ts):
// the page a confirmation link opens loads without the profile's forms that ./index.ts brings.
export { ConfirmEmailPage } from './components/confirm-email-page';
