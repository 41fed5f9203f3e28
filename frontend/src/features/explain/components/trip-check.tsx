import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { daysComingBack, explainPlannedStay, type Stay } from '@app/schengen-rules';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { useVisits } from '../../../lib/travel';
import { useFormatDay } from '../format';
import { messages } from '../messages';
import { visitStays } from '../visit-stays';
import { DaysComingBack } from './days-coming-back';
import { tripCheckSchema, type TripCheckValues } from './trip-check-schema';
import { type PlannedTrip, TripRefusal } from './trip-refusal';

const EMPTY: TripCheckValues = { entry_date: '', exit_date: '' };

function TripAnswer({
  trip,
  onChoose,
}: {
  trip: PlannedTrip;
  onChoose: (trip: PlannedTrip) => void;
}) {
  const intl = useIntl();
  const day = useFormatDay();
  const { visits, stays, today, excludedPeriods } = useVisits();
  const answer = useMemo(
    () =>
      explainPlannedStay(visitStays(visits), trip, {
        today,
        earliestStart: today,
        excludedPeriods,
      }),
    [visits, trip, today, excludedPeriods],
  );
  const comingBack = useMemo(() => {
    if (!answer.isAllowed) return null;
    const withTrip: Stay[] = [...stays, { entry: trip.entry, exit: trip.exit }];
    return daysComingBack(withTrip, trip.exit, { today, excludedPeriods });
  }, [answer, stays, trip, today, excludedPeriods]);
  if (!answer.isAllowed) return <TripRefusal trip={trip} answer={answer} onChoose={onChoose} />;
  return (
    <Stack spacing={2} data-plan="trip-fits">
      <Alert severity="success">
        {intl.formatMessage(messages.tripFits, {
          days: answer.days,
          entry: day(trip.entry),
          exit: day(trip.exit),
        })}
      </Alert>
      {comingBack ? <DaysComingBack answer={comingBack} /> : null}
    </Stack>
  );
}

/**
 * Planner (c), issue #21: a whole planned trip checked against every recorded visit, later ones
 * included (`explainPlannedStay`). A refusal says which day would pass 90 and which visits cause
 * it, and offers the nearest start or the longest stay that fits, which fill the form; a trip
 * that fits shows the days coming back from its last day.
 */
export function TripCheck() {
  const intl = useIntl();
  const day = useFormatDay();
  const headingId = useId();
  const { today } = useVisits();
  const [values, setValues] = useState<TripCheckValues>(EMPTY);
  const [trip, setTrip] = useState<PlannedTrip | null>(null);
  const [chosen, setChosen] = useState(0);
  const answerRef = useRef<HTMLDivElement>(null);
  // A suggestion's button goes with the answer it belonged to: focus moves to the new answer.
  useEffect(() => {
    if (chosen > 0) answerRef.current?.focus();
  }, [chosen]);
  const schema = useMemo(() => tripCheckSchema(intl, today, day), [intl, today, day]);
  const choose = (next: PlannedTrip) => {
    setValues({ entry_date: next.entry, exit_date: next.exit });
    setTrip(next);
  };
  const title = intl.formatMessage(messages.tripHeading);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Formik
        initialValues={values}
        enableReinitialize
        validationSchema={schema}
        onSubmit={(submitted) => choose({ entry: submitted.entry_date, exit: submitted.exit_date })}
      >
        <Form noValidate aria-label={title}>
          <Stack spacing={2}>
            <FormikDateField
              id="trip-check-entry"
              name="entry_date"
              label={intl.formatMessage(messages.tripEntry)}
            />
            <FormikDateField
              id="trip-check-exit"
              name="exit_date"
              label={intl.formatMessage(messages.tripExit)}
            />
            <Box>
              <Button type="submit" variant="outlined">
                {intl.formatMessage(messages.tripCheck)}
              </Button>
            </Box>
          </Stack>
        </Form>
      </Formik>
      <Box ref={answerRef} tabIndex={-1} role="status" aria-live="polite" sx={{ mt: 2 }}>
        {trip ? (
          <TripAnswer
            trip={trip}
            onChoose={(next) => {
              choose(next);
              setChosen((count) => count + 1);
            }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
