import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import type { MembershipConfig, OwnerTier } from '@/contracts/memberships';
import { useChannel } from '@/contexts/channel-context';
import { listOwnTiers } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { MembersPanel } from './members-panel';
import { TiersPanel } from './tiers-panel';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; tiers: OwnerTier[]; config: MembershipConfig };

/** The channel's settings for memberships: its tiers and its members. */
export function ChannelSettingsView({ client }: { client?: HttpClient }) {
  const { t } = useTranslation('tiers');
  const { myChannel, isLoading } = useChannel();
  const slug = myChannel?.slug;
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!slug) return undefined;
    let active = true;
    void listOwnTiers(slug, client).then((answer) => {
      if (active) setShown(answer.ok ? { status: 'ready', tiers: answer.data.data, config: answer.data.config } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [slug, version, client]);

  const changed = useCallback(() => {
    setVersion((count) => count + 1);
    // The channel page shows the open tiers to everyone: render it again now, not at its next revalidation.
    void import('@/services/pages/channel-pages').then((pages) => pages.refreshChannelPages());
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('settings.title')}
      </Typography>
      {slug && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('settings.description')}{' '}
          <Link component={AppLink} href={`/${slug}`}>
            @{slug}
          </Link>
        </Typography>
      )}
      {!slug && !isLoading && (
        <Stack sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Typography>{t('settings.noChannel')}</Typography>
          <Button component={AppLink} href="/" variant="contained">
            {t('settings.createChannel')}
          </Button>
        </Stack>
      )}
      {slug && shown.status === 'loading' && <CircularProgress aria-label={t('mine.loading')} />}
      {slug && shown.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setVersion((count) => count + 1)}>
              {t('mine.retry')}
            </Button>
          }
        >
          {t('settings.failed')}
        </Alert>
      )}
      {slug && shown.status === 'ready' && (
        <Stack spacing={3}>
          <TiersPanel slug={slug} tiers={shown.tiers} config={shown.config} onChanged={changed} client={client} />
          <MembersPanel slug={slug} version={version} client={client} />
        </Stack>
      )}
    </Container>
  );
}
