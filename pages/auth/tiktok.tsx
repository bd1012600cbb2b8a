import { TikTokReturnView } from '@/components/auth/tiktok-return-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/** TikTok's redirect URI: `${origin}/auth/tiktok` (must be registered with TikTok and in WEB_ORIGIN). */
const TikTokReturnPage: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url="/auth/tiktok" title={t('tiktok.title')} robots="noindex, nofollow" />
      <TikTokReturnView />
    </>
  );
};

export const getStaticProps = staticTranslations(['auth']);

export default TikTokReturnPage;
