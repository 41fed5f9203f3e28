import { FormikTextField, type FormikTextFieldProps } from './formik-text-field';

/**
 * A calendar-day field (YYYY-MM-DD) bound to Formik. The browser's own date input: keyboard
 * usable, labelled, and its value is already the ISO day the API takes.
 */
export function FormikDateField({ slotProps, ...props }: Omit<FormikTextFieldProps, 'type'>) {
  return (
    <FormikTextField
      {...props}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
    />
  );
}
