import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { DateRange, InsurancePeriodUsage } from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import { type InsuranceResult, useInsurancePeriod } from '../hooks/use-insurance-period';
import { CheckCard } from './check-card';

const END_BEFORE_START = 'The end date must be on or after the start date.';

function UsageResult({ usage }: { usage: InsurancePeriodUsage }) {
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="h3" component="p">
        {formatCount(usage.daysUsed, 'day')} in the Schengen Area
      </Typography>
      <Typography color="text.secondary">
        From {formatLongDate(usage.start)} to {formatLongDate(usage.end)} (
        {formatCount(usage.periodDays, 'day')}, both included)
      </Typography>
      <Typography sx={{ mt: 1 }}>{usage.percent}% of 90 days</Typography>
      <LinearProgress
        variant="determinate"
        value={usage.barPercent}
        aria-label="Share of 90 days used in the period"
        color={usage.percent > 100 ? 'error' : 'primary'}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

function ResultOf({ result, retry }: { result: InsuranceResult; retry: () => void }) {
  switch (result.kind) {
    case 'loading':
      return <LoadingSpinner />;
    case 'error':
      return (
        <LoadErrorAlert onRetry={retry}>
          Your travel entries could not be loaded, so the period cannot be counted.
        </LoadErrorAlert>
      );
    case 'missing-dates':
      return (
        <Typography color="text.secondary" role="status">
          Choose a start date and an end date, or a preset, to count your days in the Schengen Area.
        </Typography>
      );
    case 'end-before-start':
      return (
        <Alert severity="warning" role="status">
          The end date is before the start date. Choose an end date on or after the start date to
          see the result.
        </Alert>
      );
    case 'usage':
      return <UsageResult usage={result.usage} />;
  }
}

/** SPEC §2 Insurance Year Calculator: days present in an inclusive custom period. */
export function InsuranceCalculatorCard() {
  const { start, end, setStart, setEnd, presets, result, retry } = useInsurancePeriod();
  const choose = (range: DateRange) => {
    setStart(range.start);
    setEnd(range.end);
  };
  const presetButtons: { label: string; range: DateRange }[] = [
    { label: 'Last 12 Months', range: presets.lastTwelveMonths },
    { label: 'This Year', range: presets.thisYear },
    { label: 'Last Year', range: presets.lastYear },
  ];
  const isReversed = result.kind === 'end-before-start';

  return (
    <CheckCard id="insurance" title="Insurance Year Calculator">
      <Typography color="text.secondary">
        Count the days you spent in the Schengen Area during an insurance year or any other period.
        Both the first and the last day are included, and your dates are saved with your account.
      </Typography>
      <Box role="group" aria-label="Presets" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {presetButtons.map(({ label, range }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            aria-pressed={range.start === start && range.end === end}
            onClick={() => choose(range)}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="insurance-start"
          label="Start date"
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="insurance-end"
          label="End date"
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={isReversed}
          helperText={isReversed ? END_BEFORE_START : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ResultOf result={result} retry={retry} />
    </CheckCard>
  );
}
