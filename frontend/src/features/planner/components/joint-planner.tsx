import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TravellerDto } from '@app/contracts';
import {
  type IsoDate,
  type JointTraveller,
  jointEarliestStart,
  jointLongestStay,
} from '@app/schengen-rules';

import { SectionCard } from '../../../components/layout/section-card';
import { LoadStates } from '../../../components/feedback/load-states';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { summariseVisits, toRulePeriod, useToday } from '../../../lib/travel';
import {
  type TravellerRecords,
  useListTravellersQuery,
  useTravellersRecordsQuery,
} from '../../../lib/travel/travellers-api';
import { travellerLabel } from '../../../lib/travel/traveller-label';
import { EntryDateForm, TripLengthForm } from './planner-forms';

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
  const result = useMemo(
    () => (entry === null ? null : jointLongestStay(travellers, entry, { today })),
    [travellers, entry, today],
  );
  let answer: ReactNode = null;
  if (entry !== null) {
    answer = result ? (
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
    );
  }
  return (
    <EntryDateForm
      id="joint-longest"
      fieldId="joint-entry-date"
      heading={intl.formatMessage({ id: 'planner.joint.longest.title' })}
      fieldLabel={intl.formatMessage({ id: 'planner.joint.entryDate' })}
      submitLabel={intl.formatMessage({ id: 'planner.joint.longest.button' })}
      today={today}
      onEntry={setEntry}
      result={answer}
    />
  );
}

/** "When can we go?": the first start, from today, of a trip of a given length for everyone. */
function EarliestTogether({ travellers, today }: { travellers: JointTraveller[]; today: IsoDate }) {
  const intl = useIntl();
  const language = useLanguage();
  const [days, setDays] = useState<number | null>(null);
  const start = useMemo(
    () => (days === null ? null : jointEarliestStart(travellers, today, days, { today })),
    [travellers, days, today],
  );
  let answer: ReactNode = null;
  if (days !== null) {
    answer = start ? (
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
    );
  }
  return (
    <TripLengthForm
      id="joint-earliest"
      fieldId="joint-trip-length"
      heading={intl.formatMessage({ id: 'planner.joint.earliest.title' })}
      fieldLabel={intl.formatMessage({ id: 'planner.joint.length' })}
      submitLabel={intl.formatMessage({ id: 'planner.joint.earliest.button' })}
      onDays={setDays}
      result={answer}
    />
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
  return (
    <LoadStates
      data={data}
      isError={isError}
      onRetry={refetch}
      error={<FormattedMessage id="planner.joint.loadError" />}
    >
      {() => (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <LongestTogether travellers={travellers} today={today} />
          <EarliestTogether travellers={travellers} today={today} />
        </Box>
      )}
    </LoadStates>
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
    <SectionCard
      headingId={headingId}
      title={<FormattedMessage id="planner.joint.heading" />}
      intro={<FormattedMessage id="planner.joint.intro" />}
    >
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
    </SectionCard>
  );
}
