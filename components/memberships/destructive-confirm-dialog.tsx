import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DestructiveConfirmProps {
  /** Names the dialog's title element, which labels it. */
  id: string;
  title: string;
  explain: string;
  /** The way back (keep the membership, keep the tier) and the destructive action. */
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before an action that ends something (cancelling a membership, retiring a tier); says why it failed. */
export function DestructiveConfirmDialog({
  id,
  title,
  explain,
  keepLabel,
  confirmLabel,
  busy,
  error,
  onClose,
  onConfirm,
}: DestructiveConfirmProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <DialogTitle id={id} sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{explain}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
