import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MembershipCharge } from '@/contracts/memberships';
import { useLanguage } from '@/contexts/language-context';
import { listMyMembershipCharges } from '@/services/api/memberships/memberships';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { dayText, starsText } from './membership-format';

/** The fan's membership payments, newest first: joins, resumes and each renewal with its period. */
export function MembershipCharges({ charges, total, client }: { charges: MembershipCharge[]; total: number; client?: HttpClient }) {
  const { t } = useTranslation('tiers');
  const { current } = useLanguage();
  const [extra, setExtra] = useState<{ page: number; charges: MembershipCharge[] }>({ page: 1, charges: [] });
  const [loading, setLoading] = useState(false);
  const known = new Set(charges.map((charge) => charge.id));
  const shown = [...charges, ...extra.charges.filter((charge) => !known.has(charge.id))];

  const more = async () => {
    setLoading(true);
    const answer = await listMyMembershipCharges(extra.page + 1, client);
    setLoading(false);
    if (answer.ok) setExtra({ page: extra.page + 1, charges: [...extra.charges, ...answer.data.data] });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="membership-charges-title" sx={{ p: 2, mt: 4 }}>
      <Typography id="membership-charges-title" variant="h6" component="h2">
        {t('charges.title')}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('charges.empty')}</Typography>
      ) : (
        <List aria-labelledby="membership-charges-title" disablePadding>
          {shown.map((charge) => (
            <ListItem key={charge.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 200px', minWidth: 0 }}
                primary={t(charge.period === 1 ? 'charges.joined' : 'charges.renewed', {
                  tier: charge.tier_name,
                  slug: charge.channel_slug,
                })}
                secondary={t('charges.period', { start: dayText(charge.period_start, current), end: dayText(charge.period_end, current) })}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
              <Typography sx={{ fontWeight: 600 }}>{t('charges.amount', { stars: starsText(charge.stars, current) })}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      {shown.length < total && (
        <Button onClick={() => void more()} disabled={loading} sx={{ mt: 1 }}>
          {t('mine.more')}
        </Button>
      )}
    </Paper>
  );
}
