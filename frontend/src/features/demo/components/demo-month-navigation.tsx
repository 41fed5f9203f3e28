import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatMonthTitle } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import type { DemoMonth } from '../hooks/use-demo-month';

/** The arrows point the way the row runs: mirrored on a right-to-left page (Arabic). */
const FOLLOWS_DIRECTION = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Moves the demo's one-month view by a year or a month, never before January 2021 (SPEC §9). */
export function DemoMonthNavigation({ month }: { month: DemoMonth }) {
  const intl = useIntl();
  const language = useLanguage();
  const title = formatMonthTitle(month.year, month.month, language);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <IconButton
        aria-label={intl.formatMessage({ id: 'landing.demo.nav.previousYear' })}
        onClick={month.previousYear}
        disabled={!month.canGoBackYear}
      >
        <FirstPage sx={FOLLOWS_DIRECTION} />
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage({ id: 'landing.demo.nav.previousMonth' })}
        onClick={month.previousMonth}
        disabled={!month.canGoBackMonth}
      >
        <ChevronLeft sx={FOLLOWS_DIRECTION} />
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
        aria-label={intl.formatMessage({ id: 'landing.demo.nav.nextMonth' })}
        onClick={month.nextMonth}
        disabled={!month.canGoForwardMonth}
      >
        <ChevronRight sx={FOLLOWS_DIRECTION} />
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage({ id: 'landing.demo.nav.nextYear' })}
        onClick={month.nextYear}
        disabled={!month.canGoForwardYear}
      >
        <LastPage sx={FOLLOWS_DIRECTION} />
      </IconButton>
      <Button variant="outlined" size="small" onClick={month.toToday} sx={{ marginInlineStart: 1 }}>
        <FormattedMessage id="landing.demo.nav.today" />
      </Button>
    </Stack>
  );
}
