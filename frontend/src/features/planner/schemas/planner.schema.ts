import * as yup from 'yup';

import {
  addYears,
  compareIsoDates,
  EARLIEST_ENTRY_SEARCH_YEARS,
  type IsoDate,
  isIsoDate,
  MAX_DAYS_IN_WINDOW,
} from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';

/** The planned entry day: a real date from today up to the planner's three-year horizon. */
export function plannedEntrySchema(today: IsoDate) {
  const horizon = addYears(today, EARLIEST_ENTRY_SEARCH_YEARS);
  return yup.object({
    entry_date: yup
      .string()
      .required('Choose the day you plan to enter the Schengen Area')
      .test(
        'real-date',
        'Enter a real date (day, month and year)',
        (value) => !value || isIsoDate(value),
      )
      .test(
        'not-past',
        `Choose today (${formatLongDate(today)}) or a later date`,
        (value) => !isIsoDate(value) || compareIsoDates(value, today) >= 0,
      )
      .test(
        'within-horizon',
        `Choose a date up to ${formatLongDate(horizon)}`,
        (value) => !isIsoDate(value) || compareIsoDates(value, horizon) <= 0,
      ),
  });
}

export type PlannedEntryValues = yup.InferType<ReturnType<typeof plannedEntrySchema>>;

/** A trip length: a whole number of days from 1 to 90 (a longer stay always breaks the rule). */
export const tripLengthSchema = yup.object({
  days: yup
    .number()
    .typeError('Enter the trip length as a number of days')
    .required('Enter how many days the trip lasts')
    .integer('Enter a whole number of days')
    .min(1, 'A trip lasts at least 1 day')
    .max(
      MAX_DAYS_IN_WINDOW,
      `A trip can last at most ${MAX_DAYS_IN_WINDOW} days, the limit in any 180 days`,
    ),
});

/** Formik holds '' while the field is empty. */
export interface TripLengthFormValues {
  days: number | '';
}
