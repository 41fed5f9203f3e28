import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

import {
  addYears,
  compareIsoDates,
  EARLIEST_ENTRY_SEARCH_YEARS,
  type IsoDate,
  isIsoDate,
} from '@app/schengen-rules';

import { messages } from '../messages';

/**
 * A planned trip: two real days from today up to the planner's three-year horizon, the exit on or
 * after the entry; the messages in the reader's language.
 */
export function tripCheckSchema(
  intl: IntlShape,
  today: IsoDate,
  formatDay: (d: IsoDate) => string,
) {
  const horizon = addYears(today, EARLIEST_ENTRY_SEARCH_YEARS);
  const day = (required: string) =>
    yup
      .string()
      .required(required)
      .test('real-date', required, (value) => !value || isIsoDate(value))
      .test(
        'not-past',
        intl.formatMessage(messages.tripNotPast, { today: formatDay(today) }),
        (value) => !isIsoDate(value) || compareIsoDates(value, today) >= 0,
      )
      .test(
        'within-horizon',
        intl.formatMessage(messages.tripWithinHorizon, { horizon: formatDay(horizon) }),
        (value) => !isIsoDate(value) || compareIsoDates(value, horizon) <= 0,
      );
  return yup.object({
    entry_date: day(intl.formatMessage(messages.tripEntryRequired)),
    exit_date: day(intl.formatMessage(messages.tripExitRequired)).test(
      'after-entry',
      intl.formatMessage(messages.tripExitAfterEntry),
      function afterEntry(value) {
        const entry: unknown = this.parent.entry_date;
        return (
          !isIsoDate(value) || typeof entry !== 'string' || !isIsoDate(entry) || value >= entry
        );
      },
    ),
  });
}

export type TripCheckValues = yup.InferType<ReturnType<typeof tripCheckSchema>>;
