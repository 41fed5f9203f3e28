export { AuthPage } from './components/auth-page';
export { ResetPasswordPage } from './components/reset-password-page';
