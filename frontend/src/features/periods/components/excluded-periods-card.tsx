import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import type { ExcludedPeriodDto } from '@app/contracts';
import type { LanguageCode } from '@app/i18n/web';

import { FailureAlert } from '../../../components/feedback/failure-alert';
import { LoadStatesCard } from '../../../components/layout/load-states-card';
import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSelectField } from '../../../components/form/formik-select-field';
import { errorMessageOf } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import {
  useAddExcludedPeriodMutation,
  useDeleteExcludedPeriodMutation,
  useListExcludedPeriodsQuery,
  useTravellerId,
} from '../../../lib/travel';
import { issuingStateOptions, stateName } from '../issuing-states';
import { EMPTY_PERIOD, periodSchema, type PeriodFormValues } from '../periods.schema';

/**
 * A period's line in the page's language, e.g. 'Residence permit of France: 1 March 2025 to 28
 * February 2026'.
 */
export function periodLabel(
  intl: Pick<IntlShape, 'formatMessage'>,
  language: LanguageCode,
  period: ExcludedPeriodDto,
): string {
  return intl.formatMessage(
    { id: 'planner.periods.item' },
    {
      kind: period.kind,
      state: stateName(period.issuing_state, language),
      from: formatLongDate(period.from, language),
      to: formatLongDate(period.to, language),
    },
  );
}

function PeriodItem({ period }: { period: ExcludedPeriodDto }) {
  const intl = useIntl();
  const language = useLanguage();
  const [deletePeriod, { isLoading, error }] = useDeleteExcludedPeriodMutation();
  const label = periodLabel(intl, language, period);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button
          size="small"
          color="error"
          disabled={isLoading}
          aria-label={intl.formatMessage({ id: 'planner.periods.deleteLabel' }, { period: label })}
          onClick={() => void deletePeriod(period.id)}
        >
          <FormattedMessage
            id={isLoading ? 'planner.periods.deleting' : 'planner.periods.delete'}
          />
        </Button>
      }
    >
      <ListItemText
        primary={label}
        secondary={
          error ? errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })) : undefined
        }
        slotProps={{ secondary: { color: 'error', role: error ? 'alert' : undefined } }}
      />
    </ListItem>
  );
}

function AddPeriodForm() {
  const intl = useIntl();
  const language = useLanguage();
  const schema = useMemo(() => periodSchema(intl), [intl]);
  const states = useMemo(() => issuingStateOptions(language), [language]);
  const [addPeriod] = useAddExcludedPeriodMutation();
  const travellerId = useTravellerId();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: PeriodFormValues, form: FormikHelpers<PeriodFormValues>) => {
    setFailure(null);
    try {
      await addPeriod({
        traveller_id: travellerId,
        from: values.from,
        to: values.to,
        issuing_state: values.issuing_state,
        kind: values.kind as Exclude<PeriodFormValues['kind'], ''>,
      }).unwrap();
      form.resetForm();
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })));
    }
  };
  return (
    <Formik initialValues={EMPTY_PERIOD} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'planner.periods.form' })}>
          <Stack spacing={2}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormikDateField
                id="period-from"
                name="from"
                label={intl.formatMessage({ id: 'planner.periods.from' })}
              />
              <FormikDateField
                id="period-to"
                name="to"
                label={intl.formatMessage({ id: 'planner.periods.to' })}
              />
              <FormikSelectField
                id="period-issuing-state"
                name="issuing_state"
                label={intl.formatMessage({ id: 'planner.periods.state' })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">
                  {intl.formatMessage({ id: 'planner.periods.chooseState' })}
                </option>
                {states.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </FormikSelectField>
              <FormikSelectField
                id="period-kind"
                name="kind"
                label={intl.formatMessage({ id: 'planner.periods.document' })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">
                  {intl.formatMessage({ id: 'planner.periods.chooseDocument' })}
                </option>
                <option value="residence_permit">
                  {intl.formatMessage({ id: 'planner.periods.residencePermit' })}
                </option>
                <option value="long_stay_visa">
                  {intl.formatMessage({ id: 'planner.periods.longStayVisa' })}
                </option>
              </FormikSelectField>
            </Box>
            <FailureAlert failure={failure} />
            <Box>
              <Button type="submit" variant="outlined" disabled={isSubmitting}>
                <FormattedMessage
                  id={isSubmitting ? 'planner.periods.adding' : 'planner.periods.add'}
                />
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The dashboard's "Residence permits and long-stay visas" card (issue #22, ADR 0036): the periods
 * whose days do not count towards the 90, each with a delete button, and a form to add one; a
 * loading state while they are read and an error state with a retry when the read failed.
 */
export function ExcludedPeriodsCard() {
  const headingId = useId();
  const listId = useId();
  // The periods of the traveller the dashboard shows.
  const { data, isError, refetch } = useListExcludedPeriodsQuery(useTravellerId());
  return (
    <LoadStatesCard
      headingId={headingId}
      title={<FormattedMessage id="planner.periods.title" />}
      intro={<FormattedMessage id="planner.periods.intro" />}
      introId={listId}
      data={data}
      isError={isError}
      onRetry={refetch}
      loadError={<FormattedMessage id="planner.periods.loadError" />}
    >
      {(periods) => (
        <>
          {periods.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="planner.periods.empty" />
            </Typography>
          ) : (
            <List dense aria-labelledby={listId}>
              {periods.map((period) => (
                <PeriodItem key={period.id} period={period} />
              ))}
            </List>
          )}
          <AddPeriodForm />
        </>
      )}
    </LoadStatesCard>
  );
}
