import dynamic from 'next/dynamic';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// The user's cards exist only in the browser's session; the view brings the API schemas with it.
const SavedCardsView = dynamic(() => import('@/components/wallet/saved-cards/saved-cards-view').then((module) => module.SavedCardsView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const PaymentMethodsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('wallet');
  return (
    <>
      <Seo url="/settings/payment-methods" title={t('paymentMethods.title')} robots="noindex, nofollow" />
      <SignedInOnly path="/settings/payment-methods">
        <SavedCardsView />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['wallet']);

export default PaymentMethodsPage;
