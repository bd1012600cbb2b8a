import { memo, useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import type { LoginMethod } from '@/contexts/auth-context';
import { BrandMark } from './brand-icons';

interface ProviderButtonProps {
  method: LoginMethod;
  label: string;
  busy: boolean;
  disabled: boolean;
  onSelect: (method: LoginMethod) => void;
}

/** Memoized: the list re-renders when the session starts; a button only when its own state changes. */
export const ProviderButton = memo(function ProviderButton({ method, label, busy, disabled, onSelect }: ProviderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    // A sign-in's own dialog (the account chooser) closes while this button is still busy, so
    // the dialog cannot give focus back to it: it does so once the button is usable again.
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current || disabled) return;
    wasBusy.current = false;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) button.current?.focus();
  }, [busy, disabled]);
  return (
    <Button
      ref={button}
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      loading={busy}
      loadingPosition="start"
      disabled={disabled}
      aria-busy={busy}
      startIcon={<BrandMark method={method} />}
      onClick={() => onSelect(method)}
      sx={{ justifyContent: 'flex-start', gap: 1, py: 1.25, textTransform: 'none', borderColor: 'divider' }}
    >
      {label}
    </Button>
  );
});
