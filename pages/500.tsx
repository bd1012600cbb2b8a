import { ErrorView } from '@/components/errors/error-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const ServerErrorPage: NextPageWithLayout = () => {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={`${t('errors.serverError.title')} | Starlit`} robots="noindex" />
      <ErrorView statusCode={500} />
    </>
  );
};

export const getStaticProps = staticTranslations();

export default ServerErrorPage;
