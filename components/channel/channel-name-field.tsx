import TextField from '@mui/material/TextField';

interface ChannelNameFieldProps {
  label: string;
  value: string;
  /** The server's or the form's reason the name was refused, shown under the field. */
  error: string | null;
  onChange(value: string): void;
  /** Set where the field is the first of a dialog, which opens on it. */
  autoFocus?: boolean;
}

/** The channel's display name, as the creation screen and the edit dialog both ask for it. */
export function ChannelNameField({ label, value, error, onChange, autoFocus = false }: ChannelNameFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoFocus={autoFocus}
      error={error !== null}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}
