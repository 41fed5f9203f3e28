export { DonatePage } from './components/donate-page';
