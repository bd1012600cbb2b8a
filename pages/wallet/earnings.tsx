import dynamic from 'next/dynamic';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { useTranslation } from 'react-i18next';

const EarningsView = dynamic(() => import('@/components/gifts/earnings/earnings-view').then((module) => module.EarningsView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const EarningsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('gifts');
  return (
    <>
      <Seo url="/wallet/earnings" title={t('earnings.title')} robots="noindex, nofollow" />
      <SignedInOnly path="/wallet/earnings">
        <EarningsView />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['gifts', 'wallet', 'payouts']);

export default EarningsPage;
