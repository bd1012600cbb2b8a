import type { GetStaticProps } from 'next';
import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChannelDirectoryEntry } from '@/contracts/channel-directory';
import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { ChannelShowcase } from '@/components/info/expo/channel-showcase';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection } from '@/components/info/info-section';
import { type TitledText, contentList } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { createServerApi } from '@/services/http';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';
import { fetchNewestChannels } from '@/services/seo/channel-directory';

/** How many of the newest channels the expo shows. */
export const EXPO_SIZE = 12;
/** The showcase is the same for everyone: rendered once, refreshed in the background. */
const REVALIDATE_SECONDS = 30;
/** Without the API (at build time) the page is rendered without the showcase and asked again soon. */
const RETRY_SECONDS = 5;

interface ExpoProps {
  /** null when the API could not be asked. */
  channels: ChannelDirectoryEntry[] | null;
}

const ExpoPage: NextPageWithLayout<ExpoProps> = ({ channels }) => {
  const { t } = useTranslation('expo');
  return (
    <>
      <Seo url="/expo" schemaType="CollectionPage" title={t('title')} description={t('description')} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <Button component={AppLink} href="/create-my-channel" variant="contained" size="large">
            {t('join')}
          </Button>
        }
      />
      <InfoSection id="newest" title={t('newest.title')} intro={t('newest.intro')} width="lg">
        {channels && channels.length > 0 ? (
          <ChannelShowcase channels={channels} />
        ) : (
          <Typography color="text.secondary">{channels ? t('newest.empty') : t('newest.unavailable')}</Typography>
        )}
      </InfoSection>
      <InfoSection id="stand-out" title={t('standOut.title')} intro={t('standOut.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'standOut.items')} />
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps: GetStaticProps<ExpoProps & TranslationProps> = async ({ locale }) => {
  const channels = (await fetchNewestChannels(createServerApi().core, EXPO_SIZE)) ?? null;
  return {
    props: { channels, ...(await pageTranslations(locale, ['info', 'expo'])) },
    revalidate: channels ? REVALIDATE_SECONDS : RETRY_SECONDS,
  };
};

export default ExpoPage;
