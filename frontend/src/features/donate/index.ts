export { DonatePage } from './components/donate-page-loader';
export { DonationPrompt } from './components/donation-prompt';
