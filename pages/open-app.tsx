import { OpenAppView } from '@/components/info/open-app/open-app-view';
import { getMinimalLayout } from '@/components/layout/minimal-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/** `/open-app?path=/@alice`: a link that opens the mobile app where it is installed, the download page elsewhere. */
const OpenAppPage: NextPageWithLayout = () => {
  const { t } = useTranslation('open-app');
  return (
    <>
      <Seo url="/open-app" title={t('title')} description={t('description')} robots="noindex" />
      <OpenAppView />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'open-app']);

OpenAppPage.getLayout = getMinimalLayout;

export default OpenAppPage;
