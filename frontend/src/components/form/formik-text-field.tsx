import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';
import { useFormikField } from './use-formik-field';

export type FormikTextFieldProps = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & { name: string };

/** An outlined text field bound to the Formik field `name`; shows its error once touched. */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  return (
    <OutlinedTextField {...props} id={props.id ?? name} {...useFormikField(name, helperText)} />
  );
}
