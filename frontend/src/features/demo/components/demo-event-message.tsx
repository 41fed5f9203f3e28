import Typography from '@mui/material/Typography';
import { type IntlShape, useIntl } from 'react-intl';

import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import type { DemoEvent } from '../demo-slice';

function textOf(event: DemoEvent | null, intl: IntlShape, day: (date: string) => string): string {
  switch (event?.type) {
    case 'created':
      return intl.formatMessage(
        { id: 'landing.demo.event.created' },
        { start: day(event.entryDate), end: day(event.exitDate) },
      );
    case 'deleted':
      return event.exitDate === null
        ? intl.formatMessage(
            { id: 'landing.demo.event.deletedOngoing' },
            { start: day(event.entryDate) },
          )
        : intl.formatMessage(
            { id: 'landing.demo.event.deleted' },
            { start: day(event.entryDate), end: day(event.exitDate) },
          );
    case 'overlap':
      return intl.formatMessage(
        { id: 'landing.demo.event.overlap' },
        {
          start: day(event.entryDate),
          end: day(event.exitDate),
          visitStart: day(event.visitStart),
          visitEnd: day(event.visitEnd),
        },
      );
    case 'cancelled':
      return intl.formatMessage({ id: 'landing.demo.event.cancelled' });
    default:
      return '';
  }
}

/**
 * Says what the last click did, in the page's language (its dates by `Intl`); a live region, so
 * screen readers hear it too.
 */
export function DemoEventMessage({ event }: { event: DemoEvent | null }) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{
        minHeight: '1.5em',
        color: event?.type === 'overlap' ? 'warning.main' : 'text.secondary',
      }}
    >
      {textOf(event, intl, (date) => formatLongDate(date, language))}
    </Typography>
  );
}
