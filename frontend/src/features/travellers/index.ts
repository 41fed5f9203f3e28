export { TravellersCard } from './components/travellers-card';
