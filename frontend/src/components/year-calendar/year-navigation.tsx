import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CalendarYear } from './use-calendar-year';

/** SPEC §2: Previous and Next arrows around the year, and a Today button. */
export function YearNavigation({ calendar }: { calendar: CalendarYear }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        aria-label="Previous year"
        onClick={calendar.previous}
        disabled={!calendar.canGoBack}
      >
        <ChevronLeft />
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
      <IconButton aria-label="Next year" onClick={calendar.next} disabled={!calendar.canGoForward}>
        <ChevronRight />
      </IconButton>
      <Button variant="outlined" size="small" onClick={calendar.toToday}>
        Today
      </Button>
    </Stack>
  );
}
