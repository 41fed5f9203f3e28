import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { timeZoneNames } from '../../../lib/time-zones';

/** The IANA time zone select of the profile, with type-to-filter (its texts in the page's language). */
export function TimeZoneField({ name }: { name: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const options = useMemo(() => timeZoneNames(field.value), [field.value]);
  const hasError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      id={name}
      options={options}
      value={field.value}
      disableClearable
      autoHighlight
      onChange={(_event, value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={intl.formatMessage({ id: 'profile.timezone' })}
          error={hasError}
          helperText={hasError ? meta.error : intl.formatMessage({ id: 'profile.timezoneHelp' })}
        />
      )}
    />
  );
}
