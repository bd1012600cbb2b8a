import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const PayoutsView = dynamic(() => import('@/components/wallet/payouts/payouts-view').then((module) => module.PayoutsView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const PayoutsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('payouts');
  const { query } = useRouter();
  const onboarding = query.onboarding === 'return' || query.onboarding === 'refresh' ? query.onboarding : undefined;
  return (
    <>
      <Seo url="/wallet/payouts" title={t('title')} robots="noindex, nofollow" />
      <SignedInOnly path="/wallet/payouts">
        <PayoutsView onboarding={onboarding} />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['payouts', 'wallet']);

export default PayoutsPage;
