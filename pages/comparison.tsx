import { ComparisonView } from '@/components/info/comparison/comparison-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const ComparisonPage: NextPageWithLayout = () => {
  const { t } = useTranslation('comparison');
  return (
    <>
      <Seo url="/comparison" schemaType="WebPage" title={t('title')} description={t('description')} />
      <ComparisonView />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'comparison']);

export default ComparisonPage;
