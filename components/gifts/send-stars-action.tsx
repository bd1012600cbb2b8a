import { Suspense, lazy, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import StarRounded from '@mui/icons-material/StarRounded';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/auth-context';
import { useTranslation } from 'react-i18next';

// The form, its schemas and the HTTP client load on the first click, not with the channel page.
const SendStarsDialog = lazy(() => import('./send-stars-dialog'));

export interface GiftedChannel {
  slug: string;
  display_name: string;
}

/** The query a channel's address carries when its gift dialog should open on arrival. */
export const GIFT_QUERY = 'gift';

/** The channel's address that opens its gift dialog: where a guest who tapped "Send stars" returns after sign-in. */
export const giftPath = (slug: string) => `/${slug}?${GIFT_QUERY}=1`;

/**
 * "Send stars" on someone else's channel. A guest signs in first and comes back to this channel
 * with the dialog open (through a new account's one-tap channel screen, if it has none yet).
 */
export function SendStarsAction({ channel, onSent }: { channel: GiftedChannel; onSent: () => void }) {
  const { t } = useTranslation('gifts');
  const { currentUser } = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [arrived, setArrived] = useState(false);
  const asked = router.isReady && router.query[GIFT_QUERY] === '1';
  // Opened on arrival, in render (not an effect's second pass), once the signed-in page shows it.
  if (currentUser && asked && !arrived) {
    setArrived(true);
    setOpen(true);
  }

  useEffect(() => {
    // Once: a reload or a shared address does not open it again.
    if (arrived && asked) void router.replace(`/${channel.slug}`, undefined, { shallow: true, scroll: false });
  }, [arrived, asked, router, channel.slug]);

  const icon = <StarRounded />;
  const sx = { ml: 'auto', mb: 1 };

  if (!currentUser) {
    return (
      <Button
        variant="contained"
        startIcon={icon}
        sx={sx}
        component={AppLink}
        href={`/login?redirect=${encodeURIComponent(giftPath(channel.slug))}`}
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
