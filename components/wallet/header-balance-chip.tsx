import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { AppLink } from '@/components/ui/app-link';
import { useBalance } from '@/contexts/balance-context';
import { useLanguage } from '@/contexts/language-context';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/services/payments/money';

function StarGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}

/** The current account's STAR balance in the header; it leads to /get-star. */
export default function HeaderBalanceChip() {
  // Until the wallet texts of the page's language have loaded, t() answers keys: the chip would be
  // named "header.balance" while it shows the number (axe: label-content-name-mismatch).
  const { t, ready } = useTranslation('wallet');
  const { isLoading, total, totalDisplay } = useBalance();
  const { current } = useLanguage();
  if (isLoading || !ready) return <Skeleton variant="rounded" width={48} height={24} sx={{ flexShrink: 0 }} />;
  // Compact from six digits, so a large balance still fits a 320 px header; its name then holds
  // the short text as shown (label in name, WCAG 2.5.3) and the exact balance.
  const compact = total >= 100_000;
  const amount = formatCount(total, current, compact);
  return (
    <Chip
      component={AppLink}
      href="/get-star"
      clickable
      icon={<StarGlyph />}
      label={amount}
      aria-label={t('header.balance', { amount: compact ? `${amount} (${totalDisplay})` : totalDisplay })}
      size="small"
      // Narrow on phones: the header's other controls need the room at 320 px.
      sx={{
        flexShrink: 0,
        // A touch target of at least 44 × 44 px, even for a one-digit balance.
        minWidth: 44,
        fontWeight: 600,
        '& .MuiChip-icon': { color: 'warning.main' },
        '& .MuiChip-label': { px: { xs: 0.75, sm: 1.25 } },
      }}
    />
  );
}
