import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FormikSwitchProps {
  name: string;
  /** The start of its elements' ids (default: `name`), for a form that may share the page. */
  id?: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A labelled on/off switch bound to the boolean Formik field `name`. */
export function FormikSwitch({ name, id = name, label, helperText, disabled }: FormikSwitchProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.checked)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </div>
  );
}
