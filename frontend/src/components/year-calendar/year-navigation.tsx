import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CalendarYear } from './use-calendar-year';

/** The arrows point the way the page reads: mirrored right to left (Arabic). */
const FOLLOWS_READING = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** SPEC §2: Previous and Next arrows around the year, and a Today button. */
export function YearNavigation({ calendar }: { calendar: CalendarYear }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        aria-label={intl.formatMessage({ id: 'calendar.previousYear' })}
        onClick={calendar.previous}
        disabled={!calendar.canGoBack}
      >
        <ChevronLeft sx={FOLLOWS_READING} />
      </IconButton>
      <Typography
        id="calendar-year-heading"
        component="h3"
        variant="h3"
        aria-live="polite"
        sx={{ minWidth: '4ch', textAlign: 'center' }}
      >
        {calendar.year}
      </Typography>
      <IconButton
        aria-label={intl.formatMessage({ id: 'calendar.nextYear' })}
        onClick={calendar.next}
        disabled={!calendar.canGoForward}
      >
        <ChevronRight sx={FOLLOWS_READING} />
      </IconButton>
      <Button variant="outlined" size="small" onClick={calendar.toToday}>
        <FormattedMessage id="calendar.today" />
      </Button>
    </Stack>
  );
}
