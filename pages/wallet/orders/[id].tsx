import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { getReceiptLayout } from '@/components/layout/receipt-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const ReceiptView = dynamic(() => import('@/components/wallet/history/receipt-view').then((module) => module.ReceiptView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const ReceiptPage: NextPageWithLayout = () => {
  const { t } = useTranslation('wallet');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <>
      <Seo url={`/wallet/orders/${id}`} title={t('receipt.title')} robots="noindex, nofollow" />
      <SignedInOnly path={`/wallet/orders/${id}`}>{id && <ReceiptView id={id} />}</SignedInOnly>
    </>
  );
};

/**
 * Rendered per request, not prerendered: a static page per order id would cache one copy of the
 * same empty shell for every order ever opened (the receipt itself loads in the browser).
 */
export const getServerSideProps: GetServerSideProps<TranslationProps> = async ({ locale }) => ({
  props: await pageTranslations(locale, ['wallet']),
});

ReceiptPage.getLayout = getReceiptLayout;

export default ReceiptPage;
