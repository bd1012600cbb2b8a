import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import type { SavedCard } from '@/contracts/payments';
import { useSnackbar } from '@/contexts/snackbar-context';
import { cardExpiry, cardName } from '@/components/wallet/card/card-name';
import { deleteMyPaymentMethod, listMyPaymentMethods, setDefaultPaymentMethod } from '@/services/api/wallet/payments';
import { useTranslation } from 'react-i18next';

// Stripe.js and Elements load only when the user adds a card.
const AddCardDialog = lazy(() => import('./add-card-dialog'));

type Cards = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cards: SavedCard[] };

/** Settings → payment methods: the saved cards, adding one, the default, deleting with a confirmation. */
export function SavedCardsView() {
  const { t } = useTranslation('wallet');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const [state, setState] = useState<Cards>({ status: 'loading' });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await listMyPaymentMethods();
    setState(answer.ok ? { status: 'ready', cards: answer.data.data } : { status: 'failed' });
  }, []);

  useEffect(() => {
    let active = true;
    void listMyPaymentMethods().then(
      (answer) => active && setState(answer.ok ? { status: 'ready', cards: answer.data.data } : { status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  // Back from a 3-D Secure check of a new card: say so once, and clean the query.
  const returned = useRef(false);
  useEffect(() => {
    const { redirect_status: status, setup_intent: intent } = router.query;
    if (!intent || returned.current) return;
    returned.current = true;
    if (status === 'succeeded') showSuccess(t('paymentMethods.added'));
    void router.replace(router.pathname, undefined, { shallow: true });
  }, [router, showSuccess, t]);

  /** Deleting or defaulting does nothing without an id (spec §5). */
  const change = async (action: (id: string) => ReturnType<typeof setDefaultPaymentMethod>, id: string | undefined, done: string) => {
    if (!id) return;
    setBusy(true);
    const answer = await action(id);
    setBusy(false);
    if (!answer.ok) {
      showError(t('paymentMethods.failed'));
      return;
    }
    setState({ status: 'ready', cards: answer.data.data });
    showSuccess(done);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('paymentMethods.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('paymentMethods.description')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {state.status === 'loading' && <CircularProgress aria-label={t('card.loading')} />}
        {state.status === 'failed' && <Alert severity="error">{t('paymentMethods.loadError')}</Alert>}
        {state.status === 'ready' && state.cards.length === 0 && <Typography>{t('paymentMethods.empty')}</Typography>}
        {state.status === 'ready' && state.cards.length > 0 && (
          <List aria-label={t('paymentMethods.title')} disablePadding>
            {state.cards.map((card) => (
              <ListItem key={card.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  primary={
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <span>{cardName(t, card)}</span>
                      {card.is_default && <Chip size="small" color="primary" label={t('card.default')} />}
                    </Stack>
                  }
                  secondary={cardExpiry(t, card)}
                  sx={{ minWidth: 180 }}
                />
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {!card.is_default && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={`${t('paymentMethods.setDefault')}: ${cardName(t, card)}`}
                      onClick={() => void change(setDefaultPaymentMethod, card.id, t('paymentMethods.defaulted'))}
                    >
                      {t('paymentMethods.setDefault')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={`${t('paymentMethods.delete')}: ${cardName(t, card)}`}
                    onClick={() => setDeleting(card)}
                  >
                    {t('paymentMethods.delete')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setAdding(true)} disabled={state.status === 'loading'}>
          {t('paymentMethods.add')}
        </Button>
      </Paper>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-card-title"
        aria-describedby="delete-card-text"
      >
        <DialogTitle id="delete-card-title">{t('paymentMethods.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-card-text">
            {deleting && t('paymentMethods.deleteText', { card: cardName(t, deleting) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* A confirmation of a deletion opens on the way out, not on the deletion (WAI-ARIA APG). */}
          <Button onClick={() => setDeleting(null)} autoFocus>
            {t('paymentMethods.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => {
              const id = deleting?.id;
              setDeleting(null);
              void change(deleteMyPaymentMethod, id, t('paymentMethods.deleted'));
            }}
          >
            {t('paymentMethods.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      {adding && (
        <Suspense fallback={null}>
          <AddCardDialog
            onClose={() => setAdding(false)}
            onSaved={() => {
              setAdding(false);
              showSuccess(t('paymentMethods.added'));
              void load();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
