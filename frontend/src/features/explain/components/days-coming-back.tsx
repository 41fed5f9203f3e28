import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';

import { addDays, type DayRegain, type DaysComingBack as Answer } from '@app/schengen-rules';

import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useFormatDay } from '../format';
import { messages } from '../messages';

const DaysLeftChart = lazy(() => import('./days-left-chart'));

/** Consecutive dates on which a day comes back (one earlier visit coming back day by day). */
interface RegainRun {
  first: DayRegain;
  last: DayRegain;
  regained: number;
}

function runsOf(regains: readonly DayRegain[]): RegainRun[] {
  const runs: RegainRun[] = [];
  for (const regain of regains) {
    const run = runs.at(-1);
    if (run && addDays(run.last.date, 1) === regain.date) {
      run.last = regain;
      run.regained += regain.regained;
    } else {
      runs.push({ first: regain, last: regain, regained: regain.regained });
    }
  }
  return runs;
}

/**
 * "Days coming back" (issue #21) for one `daysComingBack` answer: the days left on the baseline,
 * a chart of the days left over the next 180 days, and the same data as a table (the dates, one
 * row per run of consecutive dates, the days back and the days left after them).
 */
export function DaysComingBack({ answer }: { answer: Answer }) {
  const intl = useIntl();
  const day = useFormatDay();
  const chartId = useId();
  // The chart is drawn in the browser only: the server's page and the first render show its
  // loading state in its place.
  const isHydrated = useIsHydrated();
  const chartLabel = intl.formatMessage(messages.comingBackChart, {
    from: day(answer.from),
    through: day(answer.through),
  });
  return (
    <Box data-days-coming-back={answer.from}>
      <Typography gutterBottom>
        {intl.formatMessage(messages.comingBackIntro, {
          from: day(answer.from),
          daysLeft: answer.daysLeft,
        })}
      </Typography>
      {answer.regains.length === 0 ? (
        <Typography>
          {intl.formatMessage(messages.comingBackNone, { from: day(answer.from) })}
        </Typography>
      ) : (
        <>
          {/* The chart is a picture of the table below, which carries the same figures. */}
          <Box role="img" aria-labelledby={chartId} sx={{ minHeight: 220 }}>
            <span id={chartId} hidden>
              {chartLabel}
            </span>
            {isHydrated ? (
              <Suspense fallback={<LoadingSpinner />}>
                <DaysLeftChart
                  answer={answer}
                  seriesLabel={intl.formatMessage(messages.comingBackDaysLeft)}
                  formatDay={day}
                />
              </Suspense>
            ) : (
              <LoadingSpinner />
            )}
          </Box>
          <Table size="small">
            <caption>{intl.formatMessage(messages.comingBackTableCaption)}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {intl.formatMessage(messages.comingBackDates)}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {intl.formatMessage(messages.comingBackRegained)}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {intl.formatMessage(messages.comingBackLeftAfter)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runsOf(answer.regains).map((run) => (
                <TableRow key={run.first.date}>
                  <TableCell component="th" scope="row">
                    {run.first === run.last
                      ? day(run.first.date)
                      : intl.formatMessage(messages.comingBackRun, {
                          start: day(run.first.date),
                          end: day(run.last.date),
                        })}
                  </TableCell>
                  <TableCell align="right">{intl.formatNumber(run.regained)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(run.last.daysLeftAfter)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
