import { useField } from 'formik';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';

/** What a MUI field takes from the Formik field `name`. */
export interface FormikFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: ReactNode;
}

/**
 * Binds a field to the Formik field `name`: its value ('' for none), its handlers, and its error
 * in place of `helperText` once the field has been touched.
 */
export function useFormikField(name: string, helperText: ReactNode): FormikFieldProps {
  const [field, meta] = useField<string | null>(name);
  const hasError = meta.touched && Boolean(meta.error);
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: hasError,
    helperText: hasError ? meta.error : helperText,
  };
}
