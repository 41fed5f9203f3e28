import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/** The API's notes limit (contracts' NOTES_MAX_LENGTH, a value the SPA does not import). */
export const NOTES_MAX_LENGTH = 500;

/** What the schemas word their messages with: react-intl's formatter (`useIntl()` in a form). */
export type VisitSchemaIntl = Pick<IntlShape, 'formatMessage'>;

/**
 * SPEC §5 "Manual visit form": both dates required, the exit on or after the entry. The messages
 * are in `intl`'s language (SPEC's text in English: visit-form.schema.test.ts), the `history`
 * namespace's.
 */
export function visitFormSchema(intl: VisitSchemaIntl) {
  return yup.object({
    entry_date: yup.string().required(intl.formatMessage({ id: 'history.rule.entryRequired' })),
    exit_date: yup
      .string()
      .required(intl.formatMessage({ id: 'history.rule.exitRequired' }))
      .test(
        'not-before-entry',
        intl.formatMessage({ id: 'history.rule.exitAfterEntry' }),
        function notBeforeEntry(value) {
          const entry = (this.parent as { entry_date?: string }).entry_date;
          return !value || !entry || value >= entry;
        },
      ),
    // Formik validates '' as undefined, so the optional fields default rather than be defined().
    country: yup.string().default(''),
    notes: yup
      .string()
      .default('')
      .max(
        NOTES_MAX_LENGTH,
        intl.formatMessage({ id: 'history.rule.notesMax' }, { max: NOTES_MAX_LENGTH }),
      ),
  });
}

export type VisitFormValues = yup.InferType<ReturnType<typeof visitFormSchema>>;

export const EMPTY_VISIT_FORM: VisitFormValues = {
  entry_date: '',
  exit_date: '',
  country: '',
  notes: '',
};

/** Editing an ongoing visit: there is no exit date to check. */
export function ongoingVisitFormSchema(intl: VisitSchemaIntl) {
  return visitFormSchema(intl).omit(['exit_date']);
}
