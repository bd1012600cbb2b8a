import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import { HISTORY_PAGE_SIZE, type Order } from '@/contracts/checkout';
import { useLanguage } from '@/contexts/language-context';
import { listOrders } from '@/services/api/wallet/checkout';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/services/payments/money';
import { STATUS_COLORS, methodLabel, orderDate, orderPrice } from './order-format';

type Page = { page: number; status: 'failed' } | { page: number; status: 'ready'; orders: Order[]; total: number };

/** The user's orders, newest first, 10 a page; each opens its receipt. The page number lives in the URL. */
export function HistoryView() {
  const { t } = useTranslation('wallet');
  const { current } = useLanguage();
  const router = useRouter();
  const page = Math.max(1, Number.parseInt(String(router.query.page ?? '1'), 10) || 1);
  const [shown, setShown] = useState<Page | null>(null);

  useEffect(() => {
    let active = true;
    void listOrders(page).then((answer) => {
      if (!active) return;
      setShown(answer.ok ? { page, status: 'ready', orders: answer.data.data, total: answer.data.meta.total } : { page, status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [page]);

  const state = shown?.page === page ? shown : null;
  const pages = state?.status === 'ready' ? Math.max(1, Math.ceil(state.total / HISTORY_PAGE_SIZE)) : 1;
  const go = (next: number) =>
    void router.push({ pathname: router.pathname, query: next > 1 ? { page: next } : {} }, undefined, { shallow: true });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('history.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('history.description')}
      </Typography>
      {!state && <CircularProgress aria-label={t('card.loading')} />}
      {state?.status === 'failed' && <Alert severity="error">{t('history.loadError')}</Alert>}
      {state?.status === 'ready' && state.orders.length === 0 && (
        <Stack sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Typography>{t('history.empty')}</Typography>
          <Button component={AppLink} href="/get-star" variant="contained">
            {t('getStar.title')}
          </Button>
        </Stack>
      )}
      {state?.status === 'ready' && state.orders.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('history.title')} disablePadding>
            {state.orders.map((order) => (
              <ListItemButton
                key={order.id}
                component={AppLink}
                href={`/wallet/orders/${order.id}`}
                divider
                aria-label={t('history.receipt', { stars: formatCount(order.stars, current), date: orderDate(order.created_at, current) })}
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
              >
                <Stack sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('getStar.packageStars', { stars: formatCount(order.stars, current) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {orderDate(order.created_at, current)} · {methodLabel(t, order.method)}
                  </Typography>
                </Stack>
                <Stack sx={{ alignItems: 'flex-end', gap: 0.5 }}>
                  <Typography>{orderPrice(order, current)}</Typography>
                  <Chip size="small" color={STATUS_COLORS[order.status]} label={t(`status.${order.status}`)} />
                </Stack>
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {state?.status === 'ready' && pages > 1 && (
        <Stack
          direction="row"
          component="nav"
          aria-label={t('history.page', { page, pages })}
          sx={{ mt: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('history.previous')}
          </Button>
          <Typography>{t('history.page', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('history.next')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
