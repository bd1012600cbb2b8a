import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarSeverity } from '@/contexts/snackbar-context';

interface AppSnackbarProps {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  autoHideDuration: number;
  onClose: () => void;
}

export default function AppSnackbar({ open, message, severity, autoHideDuration, onClose }: AppSnackbarProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow a message before it was read.
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={handleClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
