import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import {
  checkPassportAgainstStays,
  compareIsoDates,
  type PassportCheck,
  type PassportDates,
  type PassportLevel,
  type PassportRuleStatus,
  type Stay,
} from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import { useVisits } from '../../../lib/travel';

/** SPEC §4 "Passport check panel": the three outcomes. */
const OUTCOMES: Record<PassportLevel, { severity: AlertProps['severity']; text: string }> = {
  stop: { severity: 'error', text: 'STOP - You should renew your passport or change your visit' },
  warning: {
    severity: 'warning',
    text: 'WARNING - You should consider renewing your passport as soon as possible',
  },
  ok: {
    severity: 'success',
    text: 'You are OK to travel, but make sure you check every time to stay legal.',
  },
};

/** A warning's days to spare up to the last allowed day (0 on that day itself). */
function spareDays(status: PassportRuleStatus, marginDays: number): string {
  if (status !== 'warn') return '';
  return marginDays === 0
    ? ' No days to spare.'
    : ` Only ${formatCount(marginDays, 'day')} to spare.`;
}

function latestEntryOf(stays: readonly Stay[]): string {
  return stays.reduce(
    (latest, stay) => (compareIsoDates(stay.entry, latest) > 0 ? stay.entry : latest),
    stays[0]?.entry ?? '',
  );
}

interface RuleRowProps {
  title: string;
  status: PassportRuleStatus;
  children: string;
}

function RuleRow({ title, status, children }: RuleRowProps) {
  const isFail = status === 'fail';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
        <Chip
          size="small"
          label={isFail ? 'Fail' : 'Pass'}
          color={isFail ? 'error' : status === 'warn' ? 'warning' : 'success'}
          data-status={status}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}

function CheckResult({ check, stays, passport }: { check: PassportCheck } & PanelData) {
  const { tenYearRule, threeMonthRule } = check;
  const outcome = OUTCOMES[check.level];
  const latestEntry = formatLongDate(latestEntryOf(stays));
  const issued = formatLongDate(passport.issueDate);
  const lastEntry = formatLongDate(tenYearRule.lastAllowedEntry);
  const tenYearText =
    tenYearRule.status === 'fail'
      ? `Your latest entry is ${latestEntry}, but with a passport issued on ${issued} the last allowed entry day is ${lastEntry}.`
      : `Your latest entry is ${latestEntry}; with a passport issued on ${issued} you may enter up to ${lastEntry}.${spareDays(tenYearRule.status, tenYearRule.marginDays)}`;
  const lastExit = formatLongDate(threeMonthRule.exitDate);
  const validUntil = formatLongDate(threeMonthRule.earliestAllowedExpiry);
  const threeMonthText = `Your last exit is ${lastExit}, so your passport must be valid until at least ${validUntil}. It expires on ${formatLongDate(passport.expiryDate)}.${spareDays(threeMonthRule.status, threeMonthRule.marginDays)}`;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        <RuleRow title="10-year check" status={tenYearRule.status}>
          {tenYearText}
        </RuleRow>
        <RuleRow title="3-month check" status={threeMonthRule.status}>
          {threeMonthText}
        </RuleRow>
      </Stack>
      <Alert severity={outcome.severity} data-level={check.level} role="status">
        {outcome.text}
      </Alert>
    </>
  );
}

interface PanelData {
  stays: readonly Stay[];
  passport: PassportDates;
}

/** SPEC §4: pass or fail on both rules for the recorded visits, then red, yellow or green. */
export function PassportCheckPanel({ id, passport }: { id: string; passport: PassportDates }) {
  const { stays, today, isLoading, isError, retry } = useVisits();
  let body: ReactNode;
  if (isLoading) {
    body = <LoadingSpinner />;
  } else if (isError) {
    body = (
      <LoadErrorAlert onRetry={retry}>
        Your travel entries could not be loaded, so your passport cannot be checked.
      </LoadErrorAlert>
    );
  } else {
    const check = checkPassportAgainstStays(passport, stays, { today });
    body =
      check === null ? (
        <Alert severity="info" role="status">
          No travel entries found. Add some visits to check passport validity.
        </Alert>
      ) : (
        <CheckResult check={check} stays={stays} passport={passport} />
      );
  }
  return (
    <Stack id={id} spacing={2} aria-label="Passport check result" role="region">
      {body}
    </Stack>
  );
}
