import { CreateChannelView } from '@/components/info/create-channel/create-channel-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const CreateMyChannelPage: NextPageWithLayout = () => {
  const { t } = useTranslation('create-channel');
  return (
    <>
      <Seo url="/create-my-channel" title={t('title')} description={t('description')} robots="noindex, follow" />
      <CreateChannelView />
    </>
  );
};

// `profile` carries the channel-creation screen's texts.
export const getStaticProps = staticTranslations(['info', 'create-channel', 'profile']);

export default CreateMyChannelPage;
