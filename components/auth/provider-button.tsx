import Button from '@mui/material/Button';
import type { LoginMethod } from '@/contexts/auth-context';
import { BrandMark } from './brand-icons';

interface ProviderButtonProps {
  method: LoginMethod;
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

export function ProviderButton({ method, label, busy, disabled, onClick }: ProviderButtonProps) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      loading={busy}
      loadingPosition="start"
      disabled={disabled}
      aria-busy={busy}
      startIcon={<BrandMark method={method} />}
      onClick={onClick}
      sx={{ justifyContent: 'flex-start', gap: 1, py: 1.25, textTransform: 'none', borderColor: 'divider' }}
    >
      {label}
    </Button>
  );
}
