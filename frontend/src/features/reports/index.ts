export { ExportButtons, type ExportButtonsProps } from './components/export-buttons';
