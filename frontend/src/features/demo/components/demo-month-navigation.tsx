import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { formatMonthTitle } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import type { DemoMonth } from '../hooks/use-demo-month';

/** Moves the demo's one-month view by a year or a month, never before January 2021 (SPEC §9). */
export function DemoMonthNavigation({ month }: { month: DemoMonth }) {
  const language = useLanguage();
  const title = formatMonthTitle(month.year, month.month, language);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <IconButton
        aria-label="Previous year"
        onClick={month.previousYear}
        disabled={!month.canGoBackYear}
      >
        <FirstPage />
      </IconButton>
      <IconButton
        aria-label="Previous month"
        onClick={month.previousMonth}
        disabled={!month.canGoBackMonth}
      >
        <ChevronLeft />
      </IconButton>
      <Typography
        id="demo-month-heading"
        component="h3"
        variant="h3"
        aria-live="polite"
        sx={{ minWidth: '9.5ch', textAlign: 'center' }}
      >
        {title}
      </Typography>
      <IconButton
        aria-label="Next month"
        onClick={month.nextMonth}
        disabled={!month.canGoForwardMonth}
      >
        <ChevronRight />
      </IconButton>
      <IconButton
        aria-label="Next year"
        onClick={month.nextYear}
        disabled={!month.canGoForwardYear}
      >
        <LastPage />
      </IconButton>
      <Button variant="outlined" size="small" onClick={month.toToday} sx={{ ml: 1 }}>
        Today
      </Button>
    </Stack>
  );
}
