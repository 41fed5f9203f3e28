import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export type FormikTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & { name: string };

/** A MUI TextField bound to the Formik field `name`; shows its error once touched. */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string | null>(name);
  const hasError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      id={props.id ?? name}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={hasError}
      helperText={hasError ? meta.error : helperText}
    />
  );
}
