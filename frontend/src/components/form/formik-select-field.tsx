import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { useFormikField } from './use-formik-field';

export type FormikSelectFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & { name: string };

/**
 * A MUI select TextField (its `slotProps.select`, e.g. `native`) bound to the Formik field
 * `name`; shows its error once touched. Text fields are formik-text-field.tsx, without the
 * Select's code.
 */
export function FormikSelectField({ name, helperText, ...props }: FormikSelectFieldProps) {
  return (
    <TextField {...props} select id={props.id ?? name} {...useFormikField(name, helperText)} />
  );
}
