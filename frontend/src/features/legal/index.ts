export { FaqPage } from './components/faq-page';
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
