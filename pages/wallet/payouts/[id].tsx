import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const PayoutReceiptView = dynamic(
  () => import('@/components/wallet/payouts/payout-receipt-view').then((module) => module.PayoutReceiptView),
  { ssr: false, loading: () => <PagePlaceholder /> },
);

const PayoutReceiptPage: NextPageWithLayout = () => {
  const { t } = useTranslation('payouts');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <>
      <Seo url={`/wallet/payouts/${id}`} title={t('receipt.title')} robots="noindex, nofollow" />
      <SignedInOnly path={`/wallet/payouts/${id}`}>{id && <PayoutReceiptView id={id} />}</SignedInOnly>
    </>
  );
};

/** Per request, as the order receipts: one prerendered shell per payout id would be pointless. */
export const getServerSideProps: GetServerSideProps<TranslationProps> = async ({ locale }) => ({
  props: await pageTranslations(locale, ['payouts', 'wallet']),
});

export default PayoutReceiptPage;
