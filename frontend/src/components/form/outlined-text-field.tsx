import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

/** The parts of a field that a caller may set props on (MUI TextField's slots, as objects). */
export interface OutlinedTextFieldSlotProps {
  htmlInput?: InputBaseComponentProps;
  input?: Partial<OutlinedInputProps>;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

export interface OutlinedTextFieldProps
  extends
    Omit<
      FormControlProps,
      | 'children'
      | 'onChange'
      | 'onBlur'
      | 'onFocus'
      | 'variant'
      | 'defaultValue'
      | 'autoFocus'
      | 'placeholder'
      | 'autoComplete'
      | 'inputRef'
      | 'name'
      | 'type'
      | 'value'
      | 'rows'
    >,
    Pick<
      OutlinedInputProps,
      | 'autoComplete'
      | 'autoFocus'
      | 'defaultValue'
      | 'inputRef'
      | 'maxRows'
      | 'minRows'
      | 'multiline'
      | 'name'
      | 'onBlur'
      | 'onChange'
      | 'onFocus'
      | 'placeholder'
      | 'rows'
      | 'type'
      | 'value'
    > {
  label?: ReactNode;
  helperText?: ReactNode;
  slotProps?: OutlinedTextFieldSlotProps;
}

/**
 * MUI's outlined TextField without its Select: the same parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), markup, classes, ids and theme defaults (`MuiTextField`), but
 * not the Select, Menu, Popover and Modal that `@mui/material/TextField` imports for its `select`
 * mode (~17 kB gzip on the sign-in page's first load, docs/adr/0019 "Budgets"). A select is
 * components/form/formik-select-field.tsx.
 */
export function OutlinedTextField(inProps: OutlinedTextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...formControlProps
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const hasLabel = label !== undefined && label !== null && label !== '';
  return (
    <FormControl
      {...formControlProps}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      color={color}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
    >
      {hasLabel ? (
        <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        notched={slotProps.inputLabel?.shrink}
        {...slotProps.input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
