import { IntroView } from '@/components/info/intro/intro-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const IntroPage: NextPageWithLayout = () => {
  const { t } = useTranslation('intro');
  return (
    <>
      <Seo url="/intro" schemaType="WebPage" title={t('title')} description={t('description')} />
      <IntroView />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'intro']);

export default IntroPage;
