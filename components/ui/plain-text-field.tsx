import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: string;
  autoComplete?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field that looks and reads as MUI's TextField, built from its parts: TextField
 * also brings Select with its menu, popover and modal, about 20 kB (gzip) a page with one plain
 * input does not need in its first load.
 */
export function PlainTextField({ label, value, onChange, error = false, helperText, autoComplete, inputProps }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
