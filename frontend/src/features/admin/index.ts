export { AdminPlaceholder } from './components/admin-placeholder';
