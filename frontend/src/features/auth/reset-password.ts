// The reset-password page alone, as a second entry point of the feature: the page a reset link
// opens loads without the sign-in page (its two forms, tabs and marketing panel) that ./index.ts
// brings along (an import of ./index.ts evaluates every module it re-exports).
export { ResetPasswordPage } from './components/reset-password-page';
