export { ImportButton } from './components/import-button';
