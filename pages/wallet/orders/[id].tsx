import dynamic from 'next/dynamic';
import CircularProgress from '@mui/material/CircularProgress';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { SignedInOnly } from '@/components/wallet/signed-in-only';

const ReceiptView = dynamic(() => import('@/components/wallet/history/receipt-view').then((module) => module.ReceiptView), {
  ssr: false,
  loading: () => <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} />,
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

ReceiptPage.namespaces = ['wallet'];

export default ReceiptPage;
