import * as yup from 'yup';

/** The API's notes limit (contracts' NOTES_MAX_LENGTH, a value the SPA does not import). */
export const NOTES_MAX_LENGTH = 500;

/** SPEC §5 "Manual visit form": both dates required, the exit on or after the entry. */
export const visitFormSchema = yup.object({
  entry_date: yup.string().required('Entry date is required'),
  exit_date: yup
    .string()
    .required('Exit date is required')
    .test('not-before-entry', 'Exit date must be after entry date', function notBeforeEntry(value) {
      const entry = (this.parent as { entry_date?: string }).entry_date;
      return !value || !entry || value >= entry;
    }),
  // Formik validates '' as undefined, so the optional fields default rather than be defined().
  country: yup.string().default(''),
  notes: yup
    .string()
    .default('')
    .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`),
});

export type VisitFormValues = yup.InferType<typeof visitFormSchema>;

export const EMPTY_VISIT_FORM: VisitFormValues = {
  entry_date: '',
  exit_date: '',
  country: '',
  notes: '',
};

/** Editing an ongoing visit: there is no exit date to check. */
export const ongoingVisitFormSchema = visitFormSchema.omit(['exit_date']);
