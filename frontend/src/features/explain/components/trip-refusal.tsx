import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import {
  addDays,
  differenceInDays,
  type IsoDate,
  type RefusedPlannedStay,
} from '@app/schengen-rules';

import { useFormatDay } from '../format';
import { messages } from '../messages';
import type { VisitStay } from '../visit-stays';
import { CountedStaysList } from './counted-stays-list';

export interface PlannedTrip {
  entry: IsoDate;
  exit: IsoDate;
}

/**
 * Why the planner refuses a trip (`explainPlannedStay`): the first day that would pass 90 and the
 * visits counted in its 180 days, then what would fit, as buttons that fill the planner.
 */
export function TripRefusal({
  trip,
  answer,
  onChoose,
}: {
  trip: PlannedTrip;
  answer: RefusedPlannedStay<VisitStay>;
  onChoose: (trip: PlannedTrip) => void;
}) {
  const intl = useIntl();
  const day = useFormatDay();
  const causesId = useId();
  const suggestionsId = useId();
  const over = {
    date: day(answer.firstDayOver),
    daysUsed: answer.daysUsed,
    start: day(answer.window.start),
    end: day(answer.window.end),
  };
  const startAt = (entry: IsoDate) => ({ entry, exit: addDays(entry, answer.days - 1) });
  const { nearestStart, nearestStartBefore, longestStay } = answer;
  const hasSuggestion =
    nearestStart !== null || nearestStartBefore !== null || longestStay !== null;
  return (
    <Stack spacing={2} data-plan="refused-trip">
      <Alert severity="error">
        {answer.isInTrip
          ? intl.formatMessage(messages.tripOverInTrip, {
              ...over,
              dayOfTrip: differenceInDays(answer.firstDayOver, trip.entry) + 1,
            })
          : intl.formatMessage(messages.tripOverLater, over)}
      </Alert>
      <Box>
        <Typography id={causesId} component="h4" variant="subtitle1">
          {intl.formatMessage(messages.tripCausesHeading)}
        </Typography>
        <CountedStaysList stays={answer.causes} labelledBy={causesId} />
        <Typography>
          {intl.formatMessage(messages.tripOwnDays, { days: answer.tripDays })}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={suggestionsId}>
        <Typography id={suggestionsId} component="h4" variant="subtitle1" gutterBottom>
          {intl.formatMessage(messages.tripSuggestions)}
        </Typography>
        {hasSuggestion ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {nearestStartBefore !== null ? (
              <Button variant="outlined" onClick={() => onChoose(startAt(nearestStartBefore))}>
                {intl.formatMessage(messages.tripStartEarlier, {
                  date: day(nearestStartBefore),
                  days: answer.days,
                })}
              </Button>
            ) : null}
            {nearestStart !== null ? (
              <Button variant="outlined" onClick={() => onChoose(startAt(nearestStart))}>
                {intl.formatMessage(messages.tripStartOn, {
                  date: day(nearestStart),
                  days: answer.days,
                })}
              </Button>
            ) : null}
            {longestStay !== null ? (
              <Button
                variant="outlined"
                onClick={() => onChoose({ entry: trip.entry, exit: longestStay.exit })}
              >
                {intl.formatMessage(messages.tripShorten, {
                  days: longestStay.days,
                  exit: day(longestStay.exit),
                })}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Typography>{intl.formatMessage(messages.tripNoSuggestion)}</Typography>
        )}
      </Box>
    </Stack>
  );
}
