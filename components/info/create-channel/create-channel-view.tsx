import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import { ChannelGate } from '@/components/channel/channel-gate';
import { CardGrid } from '@/components/info/card-grid';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection } from '@/components/info/info-section';
import { type TitledText, contentList } from '@/components/info/use-content';
import { useAuth } from '@/contexts/auth-context';
import { useChannel } from '@/contexts/channel-context';
import { useTranslation } from 'react-i18next';

/** Where a guest signs up; they come back here, where the channel screen then shows. */
export const SIGN_UP_HERE = `/signup?redirect=${encodeURIComponent('/create-my-channel')}`;

/**
 * "Create my channel": a guest is sent to sign up (the link works before the script runs), a
 * signed-in user without a channel gets the channel-creation screen (ChannelGate), and one who
 * has a channel is shown the way to it.
 */
export function CreateChannelView() {
  const { t } = useTranslation('create-channel');
  const router = useRouter();
  const { isLoading, currentUser } = useAuth();
  const { myChannel } = useChannel();

  useEffect(() => {
    if (!isLoading && !currentUser) void router.replace(SIGN_UP_HERE);
  }, [isLoading, currentUser, router]);

  const ready = currentUser && myChannel;
  return (
    <ChannelGate>
      <InfoHero
        title={ready ? t('ready.heading') : t('heading')}
        lead={ready ? t('ready.lead', { slug: myChannel.slug }) : t('lead')}
        actions={
          ready ? (
            <>
              <Button component={AppLink} href={`/@${myChannel.slug}`} variant="contained" size="large">
                {t('ready.open')}
              </Button>
              <Button component={AppLink} href="/wallet/earnings" variant="outlined" size="large">
                {t('ready.earnings')}
              </Button>
            </>
          ) : (
            <Button component={AppLink} href={SIGN_UP_HERE} variant="contained" size="large" disabled={Boolean(currentUser)}>
              {currentUser ? t('loading') : t('signUp')}
            </Button>
          )
        }
      />
      <InfoSection id="steps" title={t('steps.title')}>
        <CardGrid numbered items={contentList<TitledText>(t, 'steps.items')} />
      </InfoSection>
    </ChannelGate>
  );
}
