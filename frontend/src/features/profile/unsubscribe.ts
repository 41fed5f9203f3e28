// The unsubscribe page alone, as a second entry point of the feature: the page an e-mail's link
// opens loads without the profile's form (its fields, Formik, yup and the time-zone picker) that
// ./index.ts brings along (an import of ./index.ts evaluates every module it re-exports).
export { UnsubscribePage } from './components/unsubscribe-page';
