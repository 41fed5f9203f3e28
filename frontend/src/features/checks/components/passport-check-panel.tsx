import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';
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
import { useLanguage } from '../../../lib/i18n/language-provider';
import { useVisits } from '../../../lib/travel';

/** SPEC §4 "Passport check panel": the three outcomes. */
const OUTCOMES: Record<PassportLevel, { severity: AlertProps['severity']; text: WebMessageId }> = {
  stop: { severity: 'error', text: 'checks.passport.stop' },
  warning: { severity: 'warning', text: 'checks.passport.warning' },
  ok: { severity: 'success', text: 'checks.passport.ok' },
};

/** A rule's sentence, with a warning's days to spare up to the last allowed day (0 on that day). */
function withSpareDays(
  intl: IntlShape,
  rule: string,
  status: PassportRuleStatus,
  marginDays: number,
): string {
  if (status !== 'warn') return rule;
  const spare = intl.formatMessage({ id: 'checks.passport.spare' }, { days: marginDays });
  return intl.formatMessage({ id: 'checks.passport.withSpare' }, { rule, spare });
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
  const intl = useIntl();
  const isFail = status === 'fail';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
        <Chip
          size="small"
          label={intl.formatMessage({
            id: isFail ? 'checks.passport.fail' : 'checks.passport.pass',
          })}
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
  const intl = useIntl();
  const language = useLanguage();
  const day = (isoDate: string) => formatLongDate(isoDate, language);
  const { tenYearRule, threeMonthRule } = check;
  const outcome = OUTCOMES[check.level];
  const tenYearDates = {
    latestEntry: day(latestEntryOf(stays)),
    issued: day(passport.issueDate),
    lastEntry: day(tenYearRule.lastAllowedEntry),
  };
  const tenYearText =
    tenYearRule.status === 'fail'
      ? intl.formatMessage({ id: 'checks.passport.tenYearFail' }, tenYearDates)
      : withSpareDays(
          intl,
          intl.formatMessage({ id: 'checks.passport.tenYearPass' }, tenYearDates),
          tenYearRule.status,
          tenYearRule.marginDays,
        );
  const threeMonthText = withSpareDays(
    intl,
    intl.formatMessage(
      { id: 'checks.passport.threeMonthText' },
      {
        lastExit: day(threeMonthRule.exitDate),
        validUntil: day(threeMonthRule.earliestAllowedExpiry),
        expiry: day(passport.expiryDate),
      },
    ),
    threeMonthRule.status,
    threeMonthRule.marginDays,
  );
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        <RuleRow
          title={intl.formatMessage({ id: 'checks.passport.tenYear' })}
          status={tenYearRule.status}
        >
          {tenYearText}
        </RuleRow>
        <RuleRow
          title={intl.formatMessage({ id: 'checks.passport.threeMonth' })}
          status={threeMonthRule.status}
        >
          {threeMonthText}
        </RuleRow>
      </Stack>
      <Alert severity={outcome.severity} data-level={check.level} role="status">
        <FormattedMessage id={outcome.text} />
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
  const intl = useIntl();
  const { stays, today, isLoading, isError, retry } = useVisits();
  let body: ReactNode;
  if (isLoading) {
    body = <LoadingSpinner />;
  } else if (isError) {
    body = (
      <LoadErrorAlert onRetry={retry}>
        <FormattedMessage id="checks.passport.loadError" />
      </LoadErrorAlert>
    );
  } else {
    const check = checkPassportAgainstStays(passport, stays, { today });
    body =
      check === null ? (
        <Alert severity="info" role="status">
          <FormattedMessage id="checks.passport.noEntries" />
        </Alert>
      ) : (
        <CheckResult check={check} stays={stays} passport={passport} />
      );
  }
  return (
    <Stack
      id={id}
      spacing={2}
      aria-label={intl.formatMessage({ id: 'checks.passport.result' })}
      role="region"
    >
      {body}
    </Stack>
  );
}
