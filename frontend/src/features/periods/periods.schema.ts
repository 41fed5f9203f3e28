import * as yup from 'yup';

import { compareIsoDates, isIsoDate } from '@app/schengen-rules';

/** The add form's values: Formik holds '' while a field is empty. */
export interface PeriodFormValues {
  from: string;
  to: string;
  issuing_state: string;
  kind: 'residence_permit' | 'long_stay_visa' | '';
}

export const EMPTY_PERIOD: PeriodFormValues = { from: '', to: '', issuing_state: '', kind: '' };

const realDate = (label: string) =>
  yup
    .string()
    .required(`Enter the ${label} date`)
    .test('real-date', 'Enter a real date (day, month and year)', (value) =>
      value ? isIsoDate(value) : true,
    );

/** The add form's checks; the API checks the same and answers 400 otherwise. */
export const periodSchema = yup.object({
  from: realDate('first'),
  to: realDate('last').test(
    'not-before-from',
    'The last day must be on or after the first day',
    (value, context) => {
      const from = (context.parent as PeriodFormValues).from;
      return !isIsoDate(value) || !isIsoDate(from) || compareIsoDates(value, from) >= 0;
    },
  ),
  issuing_state: yup.string().required('Choose the state that issued it'),
  kind: yup.string().required('Choose a residence permit or a long-stay visa'),
});
