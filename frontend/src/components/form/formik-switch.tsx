import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FormikSwitchProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A labelled on/off switch bound to the boolean Formik field `name`. */
export function FormikSwitch({ name, label, helperText, disabled }: FormikSwitchProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const helperId = helperText ? `${name}-helper` : undefined;
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
