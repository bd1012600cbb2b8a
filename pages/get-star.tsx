import dynamic from 'next/dynamic';
import { ChannelGate } from '@/components/channel/channel-gate';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { GetStarFrame } from '@/components/wallet/get-star/get-star-frame';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// Balances and prices are per user, which only the browser knows; the view brings the API
// schemas with it, so it loads after the page, inside the frame rendered with it.
const GetStarView = dynamic(() => import('@/components/wallet/get-star/get-star-view').then((module) => module.GetStarView), {
  ssr: false,
});

const GetStarPage: NextPageWithLayout = () => {
  const { t } = useTranslation('wallet');
  return (
    <>
      <Seo url="/get-star" title={t('getStar.title')} description={t('getStar.description')} />
      {/* Spec §2: a signed-in user without a channel creates one first; the package picked stays. */}
      <ChannelGate>
        <GetStarFrame>
          <GetStarView />
        </GetStarFrame>
      </ChannelGate>
    </>
  );
};

export const getStaticProps = staticTranslations(['wallet']);

export default GetStarPage;
