import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSelectField } from '../../../components/form/formik-select-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { countryOptions } from '../countries';

/** Entry date, exit date, country and notes: shared by the manual form and the edit panel. */
export function VisitFields({ idPrefix, hasExit = true }: { idPrefix: string; hasExit?: boolean }) {
  const intl = useIntl();
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(intl, language), [intl, language]);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormikDateField
          id={`${idPrefix}-entry-date`}
          name="entry_date"
          label={intl.formatMessage({ id: 'history.field.entry' })}
        />
        {hasExit ? (
          <FormikDateField
            id={`${idPrefix}-exit-date`}
            name="exit_date"
            label={intl.formatMessage({ id: 'history.field.exit' })}
          />
        ) : null}
      </Box>
      <FormikSelectField
        id={`${idPrefix}-country`}
        name="country"
        label={intl.formatMessage({ id: 'history.field.country' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage({ id: 'history.field.noCountry' })}</option>
        {countries.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormikSelectField>
      <FormikTextField
        id={`${idPrefix}-notes`}
        name="notes"
        label={intl.formatMessage({ id: 'history.field.notes' })}
        multiline
        minRows={2}
      />
    </>
  );
}

/** Empty form strings become null for the API. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
