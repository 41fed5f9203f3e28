/** Residence permits and long-stay visas: the dashboard's card to list, add and delete them. */
export { ExcludedPeriodsCard } from './components/excluded-periods-card';
