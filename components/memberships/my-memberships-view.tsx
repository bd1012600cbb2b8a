import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { MembershipCharge, MyMembership } from '@/contracts/memberships';
import { listMyMembershipCharges, listMyMemberships } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { MembershipCharges } from './membership-charges';
import { MembershipItem } from './membership-item';

type Shown =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; memberships: MyMembership[]; total: number; page: number; charges: MembershipCharge[]; chargesTotal: number };

/** "My memberships": every membership of the fan with what can be done with it, and what they charged. */
export function MyMembershipsView({ client }: { client?: HttpClient }) {
  const { t } = useTranslation('tiers');
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let active = true;
    void Promise.all([listMyMemberships(1, client), listMyMembershipCharges(1, client)]).then(([mine, charges]) => {
      if (!active) return;
      setShown(
        mine.ok && charges.ok
          ? {
              status: 'ready',
              memberships: mine.data.data,
              total: mine.data.meta.total,
              page: 1,
              charges: charges.data.data,
              chargesTotal: charges.data.meta.total,
            }
          : { status: 'failed' },
      );
    });
    return () => {
      active = false;
    };
  }, [attempt, client]);

  const more = useCallback(async () => {
    if (shown.status !== 'ready') return;
    setLoadingMore(true);
    const answer = await listMyMemberships(shown.page + 1, client);
    setLoadingMore(false);
    if (!answer.ok) return;
    const known = new Set(shown.memberships.map((m) => m.id));
    setShown({ ...shown, memberships: [...shown.memberships, ...answer.data.data.filter((m) => !known.has(m.id))], page: shown.page + 1 });
  }, [shown, client]);

  // A resume charges: the payments list is read again with the membership.
  const changed = (next: MyMembership) => {
    if (shown.status !== 'ready') return;
    setShown({ ...shown, memberships: shown.memberships.map((m) => (m.id === next.id ? next : m)) });
    void listMyMembershipCharges(1, client).then((charges) => {
      if (charges.ok)
        setShown((previous) =>
          previous.status === 'ready' ? { ...previous, charges: charges.data.data, chargesTotal: charges.data.meta.total } : previous,
        );
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('mine.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('mine.description')}
      </Typography>
      {shown.status === 'loading' && <CircularProgress aria-label={t('mine.loading')} />}
      {shown.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setAttempt((count) => count + 1)}>
              {t('mine.retry')}
            </Button>
          }
        >
          {t('mine.failed')}
        </Alert>
      )}
      {shown.status === 'ready' && shown.memberships.length === 0 && (
        <Stack sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Typography>{t('mine.empty')}</Typography>
          <Button component={AppLink} href="/memberships" variant="outlined">
            {t('mine.learn')}
          </Button>
        </Stack>
      )}
      {shown.status === 'ready' && shown.memberships.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('mine.title')}>
          {shown.memberships.map((membership) => (
            <MembershipItem key={membership.id} membership={membership} onChanged={changed} client={client} />
          ))}
        </Stack>
      )}
      {shown.status === 'ready' && shown.memberships.length < shown.total && (
        <Button onClick={() => void more()} disabled={loadingMore} sx={{ mt: 1 }}>
          {t('mine.more')}
        </Button>
      )}
      {shown.status === 'ready' && <MembershipCharges charges={shown.charges} total={shown.chargesTotal} client={client} />}
    </Container>
  );
}
