import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import { languageOfLocale } from '@app/i18n/web';
import {
  addYears,
  compareIsoDates,
  EARLIEST_ENTRY_SEARCH_YEARS,
  type IsoDate,
  isIsoDate,
  MAX_DAYS_IN_WINDOW,
} from '@app/schengen-rules';

import { formatLongDate } from '../../../lib/dates';

/** What the schemas word their messages with: react-intl's formatter, in the page's language. */
export type PlannerIntl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/**
 * The planned entry day: a real date from today up to the planner's three-year horizon; the
 * messages, and the dates in them, in `intl`'s language.
 */
export function plannedEntrySchema(intl: PlannerIntl, today: IsoDate) {
  const horizon = addYears(today, EARLIEST_ENTRY_SEARCH_YEARS);
  const day = (isoDate: IsoDate) => formatLongDate(isoDate, languageOfLocale(intl.locale));
  return yup.object({
    entry_date: yup
      .string()
      .required(intl.formatMessage({ id: 'planner.error.entryRequired' }))
      .test(
        'real-date',
        intl.formatMessage({ id: 'planner.error.realDate' }),
        (value) => !value || isIsoDate(value),
      )
      .test(
        'not-past',
        intl.formatMessage({ id: 'planner.error.notPast' }, { today: day(today) }),
        (value) => !isIsoDate(value) || compareIsoDates(value, today) >= 0,
      )
      .test(
        'within-horizon',
        intl.formatMessage({ id: 'planner.error.withinHorizon' }, { horizon: day(horizon) }),
        (value) => !isIsoDate(value) || compareIsoDates(value, horizon) <= 0,
      ),
  });
}

export type PlannedEntryValues = yup.InferType<ReturnType<typeof plannedEntrySchema>>;

/**
 * A trip length: a whole number of days from 1 to 90 (a longer stay always breaks the rule), the
 * messages in `intl`'s language.
 */
export function tripLengthSchema(intl: PlannerIntl) {
  return yup.object({
    days: yup
      .number()
      .typeError(intl.formatMessage({ id: 'planner.error.daysNotNumber' }))
      .required(intl.formatMessage({ id: 'planner.error.daysRequired' }))
      .integer(intl.formatMessage({ id: 'planner.error.daysWhole' }))
      .min(1, intl.formatMessage({ id: 'planner.error.daysMin' }, { min: 1 }))
      .max(
        MAX_DAYS_IN_WINDOW,
        intl.formatMessage({ id: 'planner.error.daysMax' }, { max: MAX_DAYS_IN_WINDOW }),
      ),
  });
}

/** Formik holds '' while the field is empty. */
export interface TripLengthFormValues {
  days: number | '';
}
