import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PendingEarnings as Pending } from '@/contracts/gifts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/services/i18n/intl';
import { formatMoney } from '@/services/payments/money';

/** A release day (YYYY-MM-DD, UTC) in the reader's language, e.g. "Jan 8, 2027". */
function releaseDay(date: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Gift earnings still in their hold period, and the days they reach the TVS balance; nothing when none are pending. */
export function PendingEarnings({ pending, language }: { pending: Pending; language: string }) {
  const { t } = useTranslation('gifts');
  if (pending.releases.length === 0) return null;
  const tvs = (amount: number) => formatMoney(amount, 'TVS', language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-title" sx={{ p: 2 }}>
      <Typography id="pending-title" variant="h6" component="h2">
        {t('earnings.pending.title', { total: tvs(pending.total.amount) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('earnings.pending.explain', { count: pending.hold_days })}
      </Typography>
      <List aria-labelledby="pending-title" dense disablePadding>
        {pending.releases.map((release) => (
          <ListItem key={release.date} divider disableGutters>
            <ListItemText
              primary={t('earnings.pending.release', { amount: tvs(release.amount), date: releaseDay(release.date, language) })}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
