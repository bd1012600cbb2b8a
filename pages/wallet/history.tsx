import dynamic from 'next/dynamic';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const HistoryView = dynamic(() => import('@/components/wallet/history/history-view').then((module) => module.HistoryView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const HistoryPage: NextPageWithLayout = () => {
  const { t } = useTranslation('wallet');
  return (
    <>
      <Seo url="/wallet/history" title={t('history.title')} robots="noindex, nofollow" />
      <SignedInOnly path="/wallet/history">
        <HistoryView />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['wallet']);

export default HistoryPage;
