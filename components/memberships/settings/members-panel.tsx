import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChannelMembers, MEMBERS_PAGE_SIZE } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { listChannelMembers } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from '../membership-format';

type Shown = { page: number; status: 'failed' } | { page: number; status: 'ready'; members: ChannelMembers };

/** The channel's members, newest first, a page at a time, with live members and monthly stars per tier. */
export function MembersPanel({ slug, version, client }: { slug: string; version: number; client?: HttpClient }) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let active = true;
    void listChannelMembers(slug, page, client).then((answer) => {
      if (active) setShown(answer.ok ? { page, status: 'ready', members: answer.data } : { page, status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [slug, page, version, client]);

  const state = shown?.page === page ? shown : null;
  const pages = state?.status === 'ready' ? Math.max(1, Math.ceil(state.members.meta.total / MEMBERS_PAGE_SIZE)) : 1;
  const nameOf = (member: { display_name: string | null }) => member.display_name || t('members.unnamed');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="members-panel-title" sx={{ p: 2 }}>
      <Typography id="members-panel-title" variant="h6" component="h2">
        {t('members.title')}
      </Typography>
      {!state && <CircularProgress aria-label={t('mine.loading')} />}
      {state?.status === 'failed' && <Alert severity="error">{t('settings.failed')}</Alert>}
      {state?.status === 'ready' && (
        <>
          {state.members.totals.length > 0 && (
            <List aria-label={t('members.totals')} dense disablePadding sx={{ mb: 2 }}>
              {state.members.totals.map((total) => (
                <ListItem key={total.tier_id} disableGutters>
                  <ListItemText
                    primary={t('members.total', {
                      tier: total.name,
                      count: total.members,
                      stars: starsText(total.stars_per_month, current),
                    })}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {state.members.data.length === 0 ? (
            <Typography color="text.secondary">{t('members.empty')}</Typography>
          ) : (
            <List aria-labelledby="members-panel-title" disablePadding>
              {state.members.data.map((member) => (
                <ListItem key={member.id} divider disableGutters>
                  <ListItemText
                    primary={t('members.line', { name: nameOf(member.member), tier: member.tier.name })}
                    secondary={[
                      t('members.since', { date: dayText(member.since, current) }),
                      member.next_renewal_at
                        ? t('members.nextRenewal', { date: dayText(member.next_renewal_at, current) })
                        : t('members.ends', { date: dayText(member.current_period_end, current) }),
                      t(`mine.state.${member.state}`),
                    ].join(' · ')}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {pages > 1 && (
            <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('members.previous')}
              </Button>
              <Typography>{t('members.page', { page, pages })}</Typography>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('members.next')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
