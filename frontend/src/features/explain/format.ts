import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { IsoDate } from '@app/schengen-rules';

/**
 * Writes a calendar day in the reader's language through `Intl` (react-intl's `formatDate`):
 * the day is read at UTC midnight and written in UTC, so no time zone moves it.
 *
 * @example
 * const day = useFormatDay(); day('2025-06-30') // → '30 June 2025' in English
 */
export function useFormatDay(): (date: IsoDate) => string {
  const intl = useIntl();
  return useCallback(
    (date: IsoDate) =>
      intl.formatDate(`${date}T00:00:00Z`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [intl],
  );
}
