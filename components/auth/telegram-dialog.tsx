import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TelegramUser } from '@/services/auth/telegram-sign-in';
import { TELEGRAM_CALLBACK, mountTelegramWidget } from '@/services/auth/telegram-sign-in';
import { useTranslation } from 'react-i18next';

/**
 * Telegram's login widget draws its own button (Telegram's rules), so it lives in a dialog: the
 * person clicks it there, Telegram (or the sandbox) asks who they are, and `onUser` gets the signed
 * widget data.
 */
export default function TelegramDialog({ onUser, onClose }: { onUser: (user: TelegramUser) => void; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onUser);
  useEffect(() => {
    handler.current = onUser;
  });

  useEffect(() => {
    if (!container) return;
    return mountTelegramWidget(
      container,
      (user) => handler.current(user),
      () => setFailed(true),
    );
  }, [container]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('telegram.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{failed ? t('telegram.failed') : t('telegram.description')}</DialogContentText>
        <Box ref={setContainer} data-callback={TELEGRAM_CALLBACK} sx={{ display: 'flex', justifyContent: 'center', minHeight: 48 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
