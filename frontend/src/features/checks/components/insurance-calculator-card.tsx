import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';
import type { DateRange, InsurancePeriodUsage } from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { type InsuranceResult, useInsurancePeriod } from '../hooks/use-insurance-period';
import { CheckCard } from './check-card';

function UsageResult({ usage }: { usage: InsurancePeriodUsage }) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="h3" component="p">
        <FormattedMessage id="checks.insurance.daysUsed" values={{ days: usage.daysUsed }} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage
          id="checks.insurance.period"
          values={{
            start: formatLongDate(usage.start, language),
            end: formatLongDate(usage.end, language),
            days: usage.periodDays,
          }}
        />
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <FormattedMessage id="checks.insurance.percent" values={{ share: usage.percent / 100 }} />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={usage.barPercent}
        aria-label={intl.formatMessage({ id: 'checks.insurance.bar' })}
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
          <FormattedMessage id="checks.insurance.loadError" />
        </LoadErrorAlert>
      );
    case 'missing-dates':
      return (
        <Typography color="text.secondary" role="status">
          <FormattedMessage id="checks.insurance.missingDates" />
        </Typography>
      );
    case 'end-before-start':
      return (
        <Alert severity="warning" role="status">
          <FormattedMessage id="checks.insurance.endBeforeStart" />
        </Alert>
      );
    case 'usage':
      return <UsageResult usage={result.usage} />;
  }
}

/** SPEC §2 Insurance Year Calculator: days present in an inclusive custom period. */
export function InsuranceCalculatorCard() {
  const intl = useIntl();
  const { start, end, setStart, setEnd, presets, result, retry } = useInsurancePeriod();
  const choose = (range: DateRange) => {
    setStart(range.start);
    setEnd(range.end);
  };
  const presetButtons: { label: WebMessageId; range: DateRange }[] = [
    { label: 'checks.insurance.lastTwelveMonths', range: presets.lastTwelveMonths },
    { label: 'checks.insurance.thisYear', range: presets.thisYear },
    { label: 'checks.insurance.lastYear', range: presets.lastYear },
  ];
  const isReversed = result.kind === 'end-before-start';

  return (
    <CheckCard id="insurance" title={intl.formatMessage({ id: 'checks.insurance.title' })}>
      <Typography color="text.secondary">
        <FormattedMessage id="checks.insurance.intro" />
      </Typography>
      <Box
        role="group"
        aria-label={intl.formatMessage({ id: 'checks.insurance.presets' })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {presetButtons.map(({ label, range }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            aria-pressed={range.start === start && range.end === end}
            onClick={() => choose(range)}
          >
            <FormattedMessage id={label} />
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="insurance-start"
          label={intl.formatMessage({ id: 'checks.insurance.start' })}
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="insurance-end"
          label={intl.formatMessage({ id: 'checks.insurance.end' })}
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={isReversed}
          helperText={
            isReversed
              ? intl.formatMessage({ id: 'checks.insurance.endBeforeStartHelp' })
              : undefined
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ResultOf result={result} retry={retry} />
    </CheckCard>
  );
}
