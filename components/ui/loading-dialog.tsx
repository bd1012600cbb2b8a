import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A modal, not a bare backdrop: it also keeps keyboard focus away from the page behind it. It has
 * no onClose, so neither Escape nor a click dismisses it; only hideLoading does. It covers the
 * start-up only, when nothing had focus before it; a dialog opened meanwhile (a payment's result)
 * keeps the focus it opened with instead of losing it to that nothing when this one closes.
 */
export default function LoadingDialog({ open, label }: { open: boolean; label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('loading');
  return (
    <Modal open={open} aria-label={text} disableRestoreFocus>
      <Box
        role="dialog"
        aria-modal="true"
        aria-label={text}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          color: 'common.white',
          outline: 'none',
        }}
      >
        <CircularProgress color="inherit" aria-label={text} />
        <Typography variant="body1">{text}</Typography>
      </Box>
    </Modal>
  );
}
