import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravellerDto } from '@app/contracts';
import {
  type IsoDate,
  type JointTraveller,
  jointEarliestStart,
  jointLongestStay,
  MAX_DAYS_IN_WINDOW,
} from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { summariseVisits, toRulePeriod, useToday } from '../../../lib/travel';
import {
  type TravellerRecords,
  useListTravellersQuery,
  useTravellersRecordsQuery,
} from '../../../lib/travel/travellers-api';
import {
  plannedEntrySchema,
  type PlannedEntryValues,
  type TripLengthFormValues,
  tripLengthSchema,
} from '../schemas/planner.schema';
import { travellerLabel } from '../../../lib/travel/traveller-label';

/** The rules library's input for one traveller: their stays (recorded and planned) and periods. */
function jointTraveller({ entries, periods }: TravellerRecords, today: IsoDate): JointTraveller {
  const excludedPeriods = periods.map(toRulePeriod);
  return { stays: summariseVisits(entries, today, excludedPeriods).stays, excludedPeriods };
}

/** "How long can we stay?": the longest trip from an entry day that fits every traveller. */
function LongestTogether({ travellers, today }: { travellers: JointTraveller[]; today: IsoDate }) {
  const intl = useIntl();
  const language = useLanguage();
  const [entry, setEntry] = useState<IsoDate | null>(null);
  const schema = useMemo(() => plannedEntrySchema(intl, today), [intl, today]);
  const result = useMemo(
    () => (entry === null ? null : jointLongestStay(travellers, entry, { today })),
    [travellers, entry, today],
  );
  const title = intl.formatMessage({ id: 'planner.joint.longest.title' });
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Formik<PlannedEntryValues>
        initialValues={{ entry_date: '' }}
        validationSchema={schema}
        onSubmit={(values) => setEntry(values.entry_date)}
      >
        <Form noValidate aria-label={title}>
          <Stack spacing={2}>
            <FormikDateField
              id="joint-entry-date"
              name="entry_date"
              label={intl.formatMessage({ id: 'planner.joint.entryDate' })}
            />
            <Box>
              <Button type="submit" variant="outlined">
                <FormattedMessage id="planner.joint.longest.button" />
              </Button>
            </Box>
          </Stack>
        </Form>
      </Formik>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {entry === null ? null : result ? (
          <Alert severity="success">
            <FormattedMessage
              id="planner.joint.longest.found"
              values={{
                entry: formatLongDate(entry, language),
                exit: formatLongDate(result.exit, language),
                days: result.days,
              }}
            />
          </Alert>
        ) : (
          <Alert severity="error">
            <FormattedMessage
              id="planner.joint.longest.none"
              values={{ entry: formatLongDate(entry, language) }}
            />
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/** "When can we go?": the first start, from today, of a trip of a given length for everyone. */
function EarliestTogether({ travellers, today }: { travellers: JointTraveller[]; today: IsoDate }) {
  const intl = useIntl();
  const language = useLanguage();
  const [days, setDays] = useState<number | null>(null);
  const schema = useMemo(() => tripLengthSchema(intl), [intl]);
  const start = useMemo(
    () => (days === null ? null : jointEarliestStart(travellers, today, days, { today })),
    [travellers, days, today],
  );
  const title = intl.formatMessage({ id: 'planner.joint.earliest.title' });
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Formik<TripLengthFormValues>
        initialValues={{ days: '' }}
        validationSchema={schema}
        onSubmit={(values) => setDays(Number(values.days))}
      >
        <Form noValidate aria-label={title}>
          <Stack spacing={2}>
            <FormikTextField
              id="joint-trip-length"
              name="days"
              type="number"
              label={intl.formatMessage({ id: 'planner.joint.length' })}
              slotProps={{ htmlInput: { min: 1, max: MAX_DAYS_IN_WINDOW, step: 1 } }}
            />
            <Box>
              <Button type="submit" variant="outlined">
                <FormattedMessage id="planner.joint.earliest.button" />
              </Button>
            </Box>
          </Stack>
        </Form>
      </Formik>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {days === null ? null : start ? (
          <Alert severity="success">
            <FormattedMessage
              id="planner.joint.earliest.found"
              values={{ days, start: formatLongDate(start, language) }}
            />
          </Alert>
        ) : (
          <Alert severity="error">
            <FormattedMessage id="planner.joint.earliest.none" values={{ days }} />
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/** The two joint planners over the chosen travellers' records, once they have been read. */
function JointPlanners({ chosen, today }: { chosen: readonly string[]; today: IsoDate }) {
  // `currentData`: the records of these travellers (kept while they are read again after a
  // change), never those of the travellers chosen before.
  const { currentData: data, isError, refetch } = useTravellersRecordsQuery(chosen);
  const travellers = useMemo(
    () => (data ?? []).map((records) => jointTraveller(records, today)),
    [data, today],
  );
  if (isError) {
    return (
      <LoadErrorAlert onRetry={() => void refetch()}>
        <FormattedMessage id="planner.joint.loadError" />
      </LoadErrorAlert>
    );
  }
  if (data === undefined) return <LoadingSpinner />;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <LongestTogether travellers={travellers} today={today} />
      <EarliestTogether travellers={travellers} today={today} />
    </Box>
  );
}

function TravellerChoice({
  travellers,
  isChosen,
  onToggle,
}: {
  travellers: readonly TravellerDto[];
  isChosen: (id: string) => boolean;
  onToggle: (id: string, chosen: boolean) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography id={legendId} component="legend" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id="planner.joint.who" />
      </Typography>
      <FormGroup row>
        {travellers.map((traveller) => (
          <FormControlLabel
            key={traveller.id}
            label={travellerLabel(traveller, intl)}
            control={
              <Checkbox
                checked={isChosen(traveller.id)}
                onChange={(event) => onToggle(traveller.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/**
 * "Plan a trip together" (issue #22, ADR 0036): for the travellers chosen (all at first), the
 * longest trip from an entry day and the earliest start of a trip of a given length that the
 * 90/180 rule allows every one of them, computed by the rules library (`jointLongestStay`,
 * `jointEarliestStart`) from each traveller's recorded and planned visits and periods. Shown only
 * to an account with two travellers or more.
 */
export function JointPlannerCard() {
  const headingId = useId();
  const today = useToday();
  const { data: travellers } = useListTravellersQuery();
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  if (!travellers || travellers.length < 2) return null;
  const chosen = travellers.map((t) => t.id).filter((id) => !unchosen.has(id));
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h3" gutterBottom>
          <FormattedMessage id="planner.joint.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="planner.joint.intro" />
        </Typography>
        <TravellerChoice
          travellers={travellers}
          isChosen={(id) => !unchosen.has(id)}
          onToggle={(id, isChosen) =>
            setUnchosen((before) => {
              const after = new Set(before);
              if (isChosen) after.delete(id);
              else after.add(id);
              return after;
            })
          }
        />
        {chosen.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="planner.joint.noneChosen" />
          </Typography>
        ) : (
          <JointPlanners chosen={chosen} today={today} />
        )}
      </CardContent>
    </Card>
  );
}
