import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import StarRounded from '@mui/icons-material/StarRounded';
import NextLink from 'next/link';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';

// The form, its schemas and the HTTP client load on the first click, not with the channel page.
const SendStarsDialog = lazy(() => import('./send-stars-dialog'));

export interface GiftedChannel {
  slug: string;
  display_name: string;
}

/** "Send stars" on someone else's channel; a guest signs in first and comes back to this channel. */
export function SendStarsAction({ channel, onSent }: { channel: GiftedChannel; onSent: () => void }) {
  const { t } = useTranslation('gifts');
  const { currentUser } = useAuth();
  const [open, setOpen] = useState(false);
  const icon = <StarRounded />;
  const sx = { ml: 'auto', mb: 1 };

  if (!currentUser) {
    return (
      <Button
        variant="contained"
        startIcon={icon}
        sx={sx}
        component={NextLink}
        href={`/login?redirect=${encodeURIComponent(`/${channel.slug}`)}`}
      >
        {t('send.action')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" startIcon={icon} sx={sx} onClick={() => setOpen(true)}>
        {t('send.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SendStarsDialog key={currentUser.id} channel={channel} onClose={() => setOpen(false)} onSent={onSent} />
        </Suspense>
      )}
    </>
  );
}
