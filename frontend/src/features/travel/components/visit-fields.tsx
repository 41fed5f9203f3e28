import Box from '@mui/material/Box';

import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSelectField } from '../../../components/form/formik-select-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { COUNTRY_OPTIONS } from '../countries';

/** Entry date, exit date, country and notes: shared by the manual form and the edit panel. */
export function VisitFields({ idPrefix, hasExit = true }: { idPrefix: string; hasExit?: boolean }) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormikDateField id={`${idPrefix}-entry-date`} name="entry_date" label="Entry date" />
        {hasExit ? (
          <FormikDateField id={`${idPrefix}-exit-date`} name="exit_date" label="Exit date" />
        ) : null}
      </Box>
      <FormikSelectField
        id={`${idPrefix}-country`}
        name="country"
        label="Country (optional)"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Not specified</option>
        {COUNTRY_OPTIONS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormikSelectField>
      <FormikTextField
        id={`${idPrefix}-notes`}
        name="notes"
        label="Notes (optional)"
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
