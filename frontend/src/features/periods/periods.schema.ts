import type { IntlShape } from 'react-intl';
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

/**
 * The add form's checks, the messages in `intl`'s language; the API checks the same and answers
 * 400 otherwise.
 */
export function periodSchema(intl: Pick<IntlShape, 'formatMessage'>) {
  const realDate = (required: string) =>
    yup
      .string()
      .required(required)
      .test('real-date', intl.formatMessage({ id: 'planner.error.realDate' }), (value) =>
        value ? isIsoDate(value) : true,
      );
  return yup.object({
    from: realDate(intl.formatMessage({ id: 'planner.periods.error.fromRequired' })),
    to: realDate(intl.formatMessage({ id: 'planner.periods.error.toRequired' })).test(
      'not-before-from',
      intl.formatMessage({ id: 'planner.periods.error.toBeforeFrom' }),
      (value, context) => {
        const from = (context.parent as PeriodFormValues).from;
        return !isIsoDate(value) || !isIsoDate(from) || compareIsoDates(value, from) >= 0;
      },
    ),
    issuing_state: yup
      .string()
      .required(intl.formatMessage({ id: 'planner.periods.error.stateRequired' })),
    kind: yup.string().required(intl.formatMessage({ id: 'planner.periods.error.kindRequired' })),
  });
}
